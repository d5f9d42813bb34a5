import { describe, expect, it } from 'vitest';
import { resetPasswordPath, safeRedirect, tokenFromSearch } from './navigation.ts';

describe('navigation helpers', () => {
  it('follows only redirects to a path on this site', () => {
    expect(safeRedirect('/member?tab=1')).toBe('/member?tab=1');
    for (const unsafe of [
      null,
      undefined,
      '',
      'member',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
    ]) {
      expect(safeRedirect(unsafe)).toBeNull();
    }
  });

  it('reads ?token=, else ?key=', () => {
    expect(tokenFromSearch('?token=a&key=b')).toBe('a');
    expect(tokenFromSearch(new URLSearchParams('key=b'))).toBe('b');
    expect(tokenFromSearch('?token=%20&key=')).toBeNull();
    expect(tokenFromSearch('')).toBeNull();
  });

  it('builds the reset-password link with the token encoded', () => {
    expect(resetPasswordPath('a+b/c')).toBe('/reset-password?token=a%2Bb%2Fc');
  });
});
