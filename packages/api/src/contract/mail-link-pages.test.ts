import { describe, expect, it } from 'vitest';
import { isMailLinkAddress } from './mail-link-pages.ts';

describe('the pages as a mail link opens them', () => {
  it('are the reset and verification pages with their token', () => {
    expect(isMailLinkAddress('/reset-password', '?token=abc')).toBe(true);
    expect(isMailLinkAddress('/reset-password', '?key=abc')).toBe(true);
    expect(isMailLinkAddress('/verifyemail', '?token=abc&lang=ar')).toBe(true);
    expect(isMailLinkAddress('/email-verification', '?key=abc')).toBe(true);
    // As the router matches an address: a trailing slash, any case.
    expect(isMailLinkAddress('/Reset-Password/', '?token=abc')).toBe(true);
  });

  it('are not those pages without a token, nor any other page', () => {
    expect(isMailLinkAddress('/reset-password', '')).toBe(false);
    expect(isMailLinkAddress('/reset-password', '?token=%20')).toBe(false);
    expect(isMailLinkAddress('/email-verification', '?token=abc')).toBe(false);
    expect(isMailLinkAddress('/login', '?token=abc')).toBe(false);
  });
});
