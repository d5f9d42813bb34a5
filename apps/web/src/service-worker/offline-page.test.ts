import { describe, expect, it } from 'vitest';
import { offlineLocale, offlinePage } from './offline-page.ts';

const precached = new Set([
  '/index.html',
  '/ar/index.html',
  '/pages/member.html',
  '/ar/pages/member.html',
  '/pages/admin/view-members.html',
  '/404.html',
  '/ar/404.html',
  '/pages/login.html',
  '/pages/reset-code.html',
  '/filled/reset-code.html',
  '/ar/filled/reset-code.html',
]);

describe('offlinePage', () => {
  it('is the page shell of the address, in the language', () => {
    expect(offlinePage('/member', 'en', precached)).toBe('/pages/member.html');
    expect(offlinePage('/member', 'ar', precached)).toBe('/ar/pages/member.html');
    expect(offlinePage('/admin/view-members', 'en', precached)).toBe(
      '/pages/admin/view-members.html',
    );
  });

  it('matches as the server does: without a trailing slash, in any case', () => {
    expect(offlinePage('/Member/', 'ar', precached)).toBe('/ar/pages/member.html');
  });

  it('is the shell of a page whose query fills its form, for an address that fills it', () => {
    expect(offlinePage('/reset-code', 'ar', precached, '?email=sara%40example.com')).toBe(
      '/ar/filled/reset-code.html',
    );
    expect(offlinePage('/reset-code', 'en', precached, '?email=sara%40example.com')).toBe(
      '/filled/reset-code.html',
    );
    expect(offlinePage('/reset-code', 'en', precached, '?email=')).toBe('/pages/reset-code.html');
    expect(offlinePage('/reset-code', 'en', precached)).toBe('/pages/reset-code.html');
  });

  it('is the landing for /', () => {
    expect(offlinePage('/', 'ar', precached)).toBe('/ar/index.html');
  });

  it('falls back to English when the language has no copy of the page', () => {
    expect(offlinePage('/login', 'ar', precached)).toBe('/pages/login.html');
  });

  it('is the not-found shell for any other address, and null with nothing precached', () => {
    expect(offlinePage('/nowhere', 'ar', precached)).toBe('/ar/404.html');
    expect(offlinePage('/member', 'en', new Set())).toBeNull();
  });
});

describe('offlineLocale', () => {
  const at = (address: string) => new URL(address, 'https://club.example');

  it('is the address’s language first, then the cookie’s, then the browser’s', () => {
    expect(offlineLocale(at('/member?lang=ar'), 'en', ['en'])).toBe('ar');
    expect(offlineLocale(at('/member'), 'ar', ['en'])).toBe('ar');
    expect(offlineLocale(at('/member'), null, ['ar-JO', 'en'])).toBe('ar');
    expect(offlineLocale(at('/member?lang=xx'), 'fr', ['de'])).toBe('en');
  });
});
