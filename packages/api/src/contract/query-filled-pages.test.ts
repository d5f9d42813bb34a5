import { describe, expect, it } from 'vitest';
import { fillsFromQuery } from './query-filled-pages.ts';

describe('the pages whose query fills their form', () => {
  it('are /reset-code with an address to fill in', () => {
    expect(fillsFromQuery('/reset-code', '?email=sara%40example.com')).toBe(true);
    expect(fillsFromQuery('/Reset-Code/', '?lang=ar&email=sara%40example.com')).toBe(true);
  });

  it('are not that page without one, nor any other page', () => {
    expect(fillsFromQuery('/reset-code', '')).toBe(false);
    expect(fillsFromQuery('/reset-code', '?email=%20')).toBe(false);
    expect(fillsFromQuery('/reset-code', '?lang=ar')).toBe(false);
    expect(fillsFromQuery('/forgot', '?email=sara%40example.com')).toBe(false);
  });
});
