import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT_MS, testConfig } from '../test/app.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DOCUMENT_ONLY_HEADERS } from './http/document-headers.ts';

const LANDING = '<!doctype html><title>landing</title><div id="root"><h1>WE ARE MIJAS</h1></div>';
const SHELL = '<!doctype html><title>app</title><div id="root"></div>';
const SCRIPT = 'console.log("the app");'.repeat(50);
const LOGIN_SHELL =
  '<!doctype html><title>app</title><link rel="modulepreload" href="/assets/login.js">';
const NESTED_SHELL =
  '<!doctype html><title>app</title><link rel="modulepreload" href="/assets/a-b.js">';
const ADMIN_SHELL =
  '<!doctype html><title>app</title><link rel="modulepreload" href="/assets/admin.js">';
const MEMBER_SHELL =
  '<!doctype html><title>app</title><link rel="modulepreload" href="/assets/member.js">';
const OVERVIEW_SHELL =
  '<!doctype html><title>app</title><link rel="modulepreload" href="/assets/overview.js">';
/** A browser where somebody is signed in: the app keeps the first-paint cookie (the role's panel). */
const ADMIN_HERE = 'mijas_panel=admin';
const NOT_FOUND =
  '<!doctype html><title>Page not found · MIJAS Club</title><link rel="modulepreload" href="/assets/nf.js">';
/** The build's Arabic files (apps/web/scripts/prerender.mjs): the same pages in `ar/`, right to left. */
const ARABIC = {
  landing: '<!doctype html><html lang="ar" dir="rtl"><div id="root"><h1>نحن ميجاس</h1></div>',
  login: '<!doctype html><html lang="ar" dir="rtl"><title>تسجيل الدخول</title>',
  notFound: '<!doctype html><html lang="ar" dir="rtl"><title>الصفحة غير موجودة</title>',
  admin:
    '<!doctype html><html lang="ar" dir="rtl"><div id="root" data-first-paint="admin">لوحة</div>',
};
/** Not a real PNG: the server sends public files as they are. */
const FAVICON = '\x89PNG not an image';
/** The service worker and the web app manifest (apps/web/scripts/service-worker.mjs). */
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});'.repeat(20);
const MANIFEST = JSON.stringify({
  name: 'MIJAS Club',
  start_url: '/member',
  display: 'standalone',
});
/** The panels' pages as their roles see them (apps/web/scripts/prerender.mjs): the frame, painted at once. */
const PANEL_PAGE = {
  overview: '<!doctype html><div id="root" data-first-paint="admin"><h1>Overview</h1></div>',
  member: '<!doctype html><div id="root" data-first-paint="member"><h1>Membership</h1></div>',
  arabicOverview:
    '<!doctype html><html lang="ar" dir="rtl"><div id="root" data-first-paint="admin"><h1>نظرة عامة</h1></div>',
};
/** The pages a mail's link opens, prerendered as it opens them (with a token), and their shells. */
const MAIL_PAGE = {
  resetPassword: '<!doctype html><div id="root" data-starts-now><h1>Set New Password</h1></div>',
  resetPasswordShell: '<!doctype html><div id="root"></div><!-- reset-password -->',
  arabicResetPassword:
    '<!doctype html><html lang="ar" dir="rtl"><div id="root" data-starts-now><h1>تعيين كلمة مرور جديدة</h1></div>',
};
/** A page prerendered with its form empty, and the shell of an address whose query fills it. */
const FILLED_PAGE = {
  resetCode: '<!doctype html><div id="root"><h1>Enter Reset Code</h1></div>',
  resetCodeShell: '<!doctype html><div id="root"></div><!-- reset-code -->',
  arabicResetCodeShell:
    '<!doctype html><html lang="ar" dir="rtl"><div id="root"></div><!-- reset-code -->',
};
const SIGNED_IN = {
  superadmin: '<!doctype html><div id="root" data-first-paint="superadmin">Root Admin Panel</div>',
  admin: '<!doctype html><div id="root" data-first-paint="admin">Admin Panel</div>',
  member: '<!doctype html><div id="root" data-first-paint="member">Member Panel</div>',
};

/**
 * A build as `pnpm --filter @mijas/web build` leaves it: the landing, the app's shell, a page shell per page of
 * the app, the not-found page, an asset and their compressed copies.
 */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'mijas-web-'));
  for (const folder of [
    'assets',
    'pages/a',
    'pages/admin',
    'pages/superadmin',
    'landing',
    'panels/admin',
    'ar/pages',
    'ar/landing',
    'ar/panels/admin',
    'mail',
    'ar/mail',
    'filled',
    'ar/filled',
  ])
    mkdirSync(path.join(dist, folder), { recursive: true });
  const files: Record<string, string> = {
    'index.html': LANDING,
    'app.html': SHELL,
    'assets/app-abc123.js': SCRIPT,
    'pages/login.html': LOGIN_SHELL,
    'pages/admin.html': ADMIN_SHELL,
    'pages/superadmin.html': SHELL,
    'pages/superadmin/view-admins.html': SHELL,
    'pages/admin/overview.html': OVERVIEW_SHELL,
    'pages/member.html': MEMBER_SHELL,
    'pages/a/b.html': NESTED_SHELL,
    '404.html': NOT_FOUND,
    'landing/superadmin.html': SIGNED_IN.superadmin,
    'landing/admin.html': SIGNED_IN.admin,
    'landing/member.html': SIGNED_IN.member,
    'panels/admin/overview.html': PANEL_PAGE.overview,
    'panels/member.html': PANEL_PAGE.member,
    'ar/panels/admin/overview.html': PANEL_PAGE.arabicOverview,
    'pages/reset-password.html': MAIL_PAGE.resetPasswordShell,
    'mail/reset-password.html': MAIL_PAGE.resetPassword,
    'pages/reset-code.html': FILLED_PAGE.resetCode,
    'filled/reset-code.html': FILLED_PAGE.resetCodeShell,
    'ar/filled/reset-code.html': FILLED_PAGE.arabicResetCodeShell,
    'ar/mail/reset-password.html': MAIL_PAGE.arabicResetPassword,
    'ar/index.html': ARABIC.landing,
    'ar/pages/login.html': ARABIC.login,
    'ar/404.html': ARABIC.notFound,
    'ar/landing/admin.html': ARABIC.admin,
    'sw.js': SERVICE_WORKER,
    'manifest.webmanifest': MANIFEST,
    'ar/manifest.webmanifest': MANIFEST,
    'favicon.png': FAVICON,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  }
  return dist;
}

describe('the built web app', () => {
  let dist: string;
  let database: Database;
  let app: FastifyInstance;
  const page = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    dist = fakeBuild();
    database = await openDatabase({ dataDir: 'memory://' });
    app = await buildApp({ config: { ...testConfig(), webDist: dist }, database });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers / with the prerendered landing, checked again on every visit', async () => {
    const response = await app.inject({ url: '/', headers: page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(LANDING);
  });

  it('answers / for a signed-in visitor with the landing as the role sees it, for that browser only', async () => {
    for (const [cookie, body] of [
      ['mijas_panel=superadmin', SIGNED_IN.superadmin],
      ['mijas_panel=admin', SIGNED_IN.admin],
      ['theme=dark; mijas_panel=admin; mijas_home=1', SIGNED_IN.admin],
      ['mijas_panel=member; mijas_home=1', SIGNED_IN.member],
    ] as const) {
      const response = await app.inject({ url: '/', headers: { ...page, cookie } });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.headers['content-type'], cookie).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], cookie).toBe('private, no-cache');
      expect(response.headers.vary, cookie).toMatch(/^cookie\b/i);
      expect(response.body, cookie).toBe(body);
    }
  });

  it('sends a member who may not stay on / to /member, and any other cookie gets the landing', async () => {
    const member = await app.inject({
      url: '/',
      headers: { ...page, cookie: 'mijas_panel=member' },
    });
    expect(member.statusCode).toBe(302);
    expect(member.headers.location).toBe('/member');
    expect(member.headers['cache-control']).toBe('no-store');
    expect(member.headers.vary).toMatch(/cookie/i);
    for (const cookie of [
      '',
      'mijas_panel=',
      'mijas_panel=root',
      'mijas_panel=../pages/login',
      'x',
    ]) {
      const response = await app.inject({ url: '/', headers: { ...page, cookie } });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.headers['cache-control'], cookie).toBe('no-cache');
      expect(response.headers.vary, cookie).toMatch(/cookie/i);
      expect(response.body, cookie).toBe(LANDING);
    }
  });

  it('answers a page with its own shell, if the build made one, whatever the query', async () => {
    for (const [url, body] of [
      ['/login', LOGIN_SHELL],
      ['/login?redirect=%2Fadmin', LOGIN_SHELL],
      ['/a/b', NESTED_SHELL],
    ] as const) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(body);
    }
  });

  it("answers a mail link's page with the page prerendered for such a link where the address has its token, else its shell", async () => {
    for (const [url, body] of [
      ['/reset-password?token=abc', MAIL_PAGE.resetPassword],
      ['/reset-password?key=abc&lang=en', MAIL_PAGE.resetPassword],
      ['/Reset-Password/?token=abc', MAIL_PAGE.resetPassword],
      ['/reset-password', MAIL_PAGE.resetPasswordShell],
      ['/reset-password?token=', MAIL_PAGE.resetPasswordShell],
      ['/reset-password?other=abc', MAIL_PAGE.resetPasswordShell],
    ] as const) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
    }
    const arabic = await app.inject({
      url: '/reset-password?token=abc',
      headers: { ...page, cookie: 'mijas_lang=ar' },
    });
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.body).toBe(MAIL_PAGE.arabicResetPassword);
  });

  it('answers a page whose query fills its form with its shell where the address fills it, else the page prerendered empty', async () => {
    for (const [url, body] of [
      ['/reset-code?email=sara%40example.com', FILLED_PAGE.resetCodeShell],
      ['/Reset-Code/?lang=en&email=sara%40example.com', FILLED_PAGE.resetCodeShell],
      ['/reset-code', FILLED_PAGE.resetCode],
      ['/reset-code?email=', FILLED_PAGE.resetCode],
      ['/reset-code?other=sara', FILLED_PAGE.resetCode],
    ] as const) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
    }
    const arabic = await app.inject({
      url: '/reset-code?email=sara%40example.com',
      headers: { ...page, cookie: 'mijas_lang=ar' },
    });
    expect(arabic.headers['content-language']).toBe('ar');
    expect(arabic.body).toBe(FILLED_PAGE.arabicResetCodeShell);
  });

  it("answers a panel's page with the sign-in page in a browser where nobody is signed in (no first-paint cookie)", async () => {
    for (const [url, cookie, body] of [
      ['/member', '', LOGIN_SHELL],
      ['/admin', '', LOGIN_SHELL],
      ['/admin/overview/', 'theme=dark', LOGIN_SHELL],
      ['/Admin/Overview?page=2', 'mijas_panel=', LOGIN_SHELL],
      // In the visitor's language, as /login itself.
      ['/member', 'mijas_lang=ar', ARABIC.login],
      // Somebody is signed in here: the panel's own page (its code checks the session itself).
      ['/admin/overview?page=2', ADMIN_HERE, OVERVIEW_SHELL],
      ['/member?tab=profile', 'mijas_panel=member', MEMBER_SHELL],
      // Pages for everybody are themselves, with the cookie or without.
      ['/a/b', '', NESTED_SHELL],
      ['/login?redirect=%2Fmember', '', LOGIN_SHELL],
    ] as const) {
      const what = `${url} (${cookie})`;
      const response = await app.inject({ url, headers: { ...page, cookie } });
      expect(response.statusCode, what).toBe(200);
      expect(response.headers['content-type'], what).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], what).toBe('no-cache');
      expect(response.headers.vary, what).toMatch(/^cookie\b/i);
      expect(response.body, what).toBe(body);
    }
    // An address under a panel that is no page of the app is still the not-found page.
    const unknown = await app.inject({ url: '/admin/nothing-here', headers: page });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(NOT_FOUND);
  });

  it("answers a panel's page with the page as the build prerendered it for the role the cookie names, for that browser only", async () => {
    for (const [url, cookie, body] of [
      ['/admin/overview', ADMIN_HERE, PANEL_PAGE.overview],
      // A root admin on the admins' pages: the admin's page (the same before its data).
      ['/admin/overview', 'mijas_panel=superadmin', PANEL_PAGE.overview],
      ['/Admin/Overview/', `theme=dark; ${ADMIN_HERE}`, PANEL_PAGE.overview],
      ['/admin/overview?lang=ar', ADMIN_HERE, PANEL_PAGE.arabicOverview],
      ['/member', 'mijas_panel=member; mijas_kept=1', PANEL_PAGE.member],
      ['/member', 'mijas_panel=member; mijas_home=1; mijas_kept=1', PANEL_PAGE.member],
    ] as const) {
      const what = `${url} (${cookie})`;
      const response = await app.inject({ url, headers: { ...page, cookie } });
      expect(response.statusCode, what).toBe(200);
      expect(response.headers['content-type'], what).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], what).toBe('private, no-cache');
      expect(response.headers.vary, what).toMatch(/^cookie\b/i);
      expect(response.body, what).toBe(body);
    }
    // The cookie of a panel whose role may not open the page (an admin or a root admin on the card's page, a
    // member on the admins'), parameters that change the page's first render, a page the build did not
    // prerender, or the card's page (prerendered for a session kept with Remember Me) in a session without
    // Remember Me: the page's shell.
    for (const [url, cookie, body] of [
      ['/admin/overview', 'mijas_panel=member; mijas_kept=1', OVERVIEW_SHELL],
      ['/member', ADMIN_HERE, MEMBER_SHELL],
      ['/member', 'mijas_panel=superadmin; mijas_kept=1', MEMBER_SHELL],
      ['/member', 'mijas_panel=member', MEMBER_SHELL],
      ['/member', 'mijas_panel=member; mijas_home=1; mijas_kept=0', MEMBER_SHELL],
      ['/admin/overview?page=2', ADMIN_HERE, OVERVIEW_SHELL],
      ['/admin', ADMIN_HERE, ADMIN_SHELL],
    ] as const) {
      const response = await app.inject({ url, headers: { ...page, cookie } });
      expect(response.body, `${url} (${cookie})`).toBe(body);
      expect(response.headers['cache-control'], `${url} (${cookie})`).toBe('no-cache');
    }
  });

  it("sends a bare /superadmin on to View Admins' address for a browser whose cookie names the root admin's panel", async () => {
    for (const [url, location] of [
      ['/superadmin', '/superadmin/view-admins'],
      ['/superadmin/?lang=ar', '/superadmin/view-admins?lang=ar'],
    ]) {
      const response = await app.inject({
        url,
        headers: { ...page, cookie: 'mijas_panel=superadmin' },
      });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers.vary, url).toMatch(/^cookie\b/i);
    }
    // Nobody signed in there, another panel's cookie, or an old tab the panel reads itself: not sent on.
    for (const cookie of ['', ADMIN_HERE])
      expect(
        (await app.inject({ url: '/superadmin', headers: { ...page, cookie } })).statusCode,
      ).toBe(200);
    const tab = await app.inject({
      url: '/superadmin?tab=create',
      headers: { ...page, cookie: 'mijas_panel=superadmin' },
    });
    expect(tab.statusCode).toBe(200);
  });

  it("sends a bare /admin on to the sub-page its browser remembers (the hint's page cookie), where the build has its page", async () => {
    for (const [url, location, panel] of [
      ['/admin', '/admin/overview', ADMIN_HERE],
      ['/Admin/?lang=ar', '/admin/overview?lang=ar', ADMIN_HERE],
      // A root admin's browser that opened the admins' panel, as an admin's.
      ['/admin', '/admin/overview', 'mijas_panel=superadmin'],
    ]) {
      const response = await app.inject({
        url,
        headers: { ...page, cookie: `${panel}; mijas_page=overview` },
      });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers.vary, url).toMatch(/^cookie\b/i);
    }
    // No page remembered, one this build has no page for, one no sub-page could be called, the cookie of a
    // panel whose role may not open it, or parameters the panel reads itself: the shell, which opens what the
    // browser remembers.
    for (const [url, cookie] of [
      ['/admin', ADMIN_HERE],
      ['/admin', `${ADMIN_HERE}; mijas_page=payments`],
      ['/admin', `${ADMIN_HERE}; mijas_page=..%2Flogin`],
      ['/admin', 'mijas_panel=member; mijas_kept=1; mijas_page=overview'],
      ['/admin?by=username', `${ADMIN_HERE}; mijas_page=overview`],
    ] as const) {
      const response = await app.inject({ url, headers: { ...page, cookie } });
      expect(response.statusCode, `${url} (${cookie})`).toBe(200);
      expect(response.body, `${url} (${cookie})`).toBe(ADMIN_SHELL);
    }
  });

  it('answers a HEAD of a page as its GET, without the body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/login', headers: page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it("sends a browser's own submit of a page's form back to the page, the values in no address", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login?redirect=%2Fadmin',
      headers: { ...page, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=member&password=secret',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?redirect=%2Fadmin');
  });

  it('never sends a post elsewhere: an address that reads as another host goes back to our own page', async () => {
    for (const url of ['//evil.example/login', '/\\evil.example/login']) {
      const response = await app.inject({ method: 'POST', url, headers: page, payload: {} });
      expect([303, 404], url).toContain(response.statusCode);
      if (response.statusCode === 303) expect(response.headers.location, url).toBe('/login');
    }
  });

  it('answers the pages of the app with their shells, with or without a trailing slash, in any case', async () => {
    for (const [url, body] of [
      ['/admin', ADMIN_SHELL],
      ['/admin/', ADMIN_SHELL],
      ['/Admin?tab=x', ADMIN_SHELL],
      ['/LOGIN', LOGIN_SHELL],
    ] as const) {
      const response = await app.inject({ url, headers: { ...page, cookie: ADMIN_HERE } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
    }
  });

  it('answers every page of the app 200 whatever the client accepts (curl, link checkers, mail scanners)', async () => {
    for (const accept of ['*/*', 'application/json', undefined]) {
      for (const [url, body] of [
        ['/login', LOGIN_SHELL],
        ['/admin/', ADMIN_SHELL],
        ['/a/b', NESTED_SHELL],
        ['/verify/eyJhbGciOiJFZERTQSJ9.e30.c2ln', SHELL],
      ] as const) {
        const response = await app.inject({
          url,
          headers: { ...(accept ? { accept } : {}), cookie: ADMIN_HERE },
        });
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-type'], `${url} ${accept}`).toMatch(/^text\/html/);
        expect(response.body, `${url} ${accept}`).toBe(body);
      }
      expect((await app.inject({ url: '/', headers: accept ? { accept } : {} })).body).toBe(
        LANDING,
      );
    }
  });

  it("answers a card's check page, any token, with the app's shell, sending no referrer and kept out of search engines", async () => {
    for (const url of [
      '/verify/eyJhbGciOiJFZERTQSJ9.e30.c2ln',
      '/verify/eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-_x',
      '/verify/anything?lang=ar',
    ]) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.body, url).toBe(SHELL);
    }
    const other = await app.inject({ url: '/login', headers: page });
    expect(other.headers['x-robots-tag']).toBeUndefined();
    // Not a token: `/verify` itself and deeper addresses are no page.
    for (const url of ['/verify', '/verify/a/b']) {
      expect((await app.inject({ url, headers: page })).statusCode, url).toBe(404);
    }
  });

  it("answers a receipt's page, any number, with the app's shell; nobody signed in there gets the sign-in page", async () => {
    for (const [url, cookie] of [
      ['/member/receipts/2026-000123', 'mijas_panel=member'],
      ['/Admin/receipts/2026-000123', ADMIN_HERE],
    ] as const) {
      const response = await app.inject({ url, headers: { ...page, cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
      const signedOut = await app.inject({ url, headers: page });
      expect(signedOut.statusCode, url).toBe(200);
      expect(signedOut.body, url).toBe(LOGIN_SHELL);
    }
    for (const url of ['/member/receipts/a/b', '/admin/receipts/']) {
      expect((await app.inject({ url, headers: page })).statusCode, url).toBe(404);
    }
  });

  it('answers an address that is no page of the app with 404 and the not-found page, within the CSP', async () => {
    for (const url of [
      '/no-such-page',
      '/login/more',
      '/a',
      '/admin/x?y=1',
      '/%E2%9C%93',
      '/pages',
    ]) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.body, url).toBe(NOT_FOUND);
    }
    const compressed = await app.inject({
      url: '/no-such-page',
      headers: { ...page, 'accept-encoding': 'br' },
    });
    expect(compressed.statusCode).toBe(404);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(NOT_FOUND);
  });

  it('answers a HEAD of an unknown address with 404, without the body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/no-such-page', headers: page });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('answers a missing file (an address with an extension) with a plain 404, not the app', async () => {
    for (const url of ['/favicon.ico', '/robots.txt', '/old/index.php', '/login.html']) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
  });

  it('sends the brotli copy to a browser that takes it, with a year-long cache for hashed assets', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends a hashed asset without the headers that only a page's document reads, keeping a script's own", async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    const landing = await app.inject({ url: '/', headers: page });
    for (const name of DOCUMENT_ONLY_HEADERS) {
      expect(asset.headers[name], name).toBeUndefined();
      expect(landing.headers[name], name).toBeDefined();
    }
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A module script's own referrer policy is that of its imports.
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
  });

  it("sends the icons and the manifest without a page's headers or the request id, revalidated; the service worker keeps its policy", async () => {
    const landing = await app.inject({ url: '/', headers: page });
    for (const url of ['/favicon.png', '/manifest.webmanifest', '/ar/manifest.webmanifest']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      for (const name of [...DOCUMENT_ONLY_HEADERS, 'x-request-id'])
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers.etag, url).toBeDefined();
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // A worker's script is its document: it runs under the policy it is sent with.
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.headers['content-security-policy']).toBeDefined();
    expect(worker.headers['content-security-policy']).toBe(
      landing.headers['content-security-policy'],
    );
    expect(worker.headers['x-request-id']).toBeDefined();
  });

  it('sends a hashed asset without revalidation or tracing headers: its name never changes and no cache asks again', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    const landing = await app.inject({ url: '/', headers: page });
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) {
      expect(asset.headers[name], name).toBeUndefined();
      expect(landing.headers[name], name).toBeDefined();
    }
  });

  it('sends the service worker for no HTTP cache to keep, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await app.inject({
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toMatch(/javascript/);
      expect(response.headers['cache-control'], encoding).toBe('no-store');
    }
  });

  it('sends the web app manifest, in each language, as a manifest checked on every visit', async () => {
    for (const url of ['/manifest.webmanifest', '/ar/manifest.webmanifest']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^application\/manifest\+json(;|$)/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(JSON.parse(response.body), url).toMatchObject({ start_url: '/member' });
    }
    const compressed = await app.inject({
      url: '/manifest.webmanifest',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^application\/manifest\+json(;|$)/);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('answers an unknown asset, API path or non-page request with a JSON 404', async () => {
    for (const [url, headers] of [
      ['/assets/missing.js', {}],
      ['/api/v1/nope', page],
      ['/dev/nope', page],
      ['/no-such-page', { accept: '*/*' }],
      ['/no-such-page', { accept: 'application/json' }],
    ] as const) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
    // A POST that is no page's form: the API's 404.
    for (const [url, headers] of [
      ['/api/v1/nope', page],
      ['/login', { accept: 'application/json' }],
      ['/no-such-page', page],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers, payload: {} });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
  });

  describe("in the visitor's language", () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { ...page, ...headers } });

    it("follows the browser's languages on a first visit, and says so", async () => {
      const arabic = await get('/', { 'accept-language': 'ar-JO,ar;q=0.9,en;q=0.8' });
      expect(arabic.statusCode).toBe(200);
      expect(arabic.body).toBe(ARABIC.landing);
      expect(arabic.headers['content-language']).toBe('ar');
      expect(arabic.headers['cache-control']).toBe('no-cache');
      // Caches keep one answer per language and per cookie.
      expect(arabic.headers.vary).toMatch(/\bcookie\b/i);
      expect(arabic.headers.vary).toMatch(/\baccept-language\b/i);
      for (const language of ['en-GB,en;q=0.9', 'fr-FR', '', 'ar;q=0, en']) {
        const response = await get('/', { 'accept-language': language });
        expect(response.body, language).toBe(LANDING);
        expect(response.headers['content-language'], language).toBe('en');
        expect(response.headers.vary, language).toMatch(/\baccept-language\b/i);
      }
    });

    it("takes the visitor's choice (the language cookie) over the browser's languages", async () => {
      const english = await get('/', { 'accept-language': 'ar-JO', cookie: 'mijas_lang=en' });
      expect(english.body).toBe(LANDING);
      expect(english.headers['content-language']).toBe('en');
      const arabic = await get('/', { 'accept-language': 'en-US', cookie: 'x=1; mijas_lang=ar' });
      expect(arabic.body).toBe(ARABIC.landing);
      // A cookie naming no language of ours is no choice.
      const unknown = await get('/', { 'accept-language': 'ar-JO', cookie: 'mijas_lang=fr' });
      expect(unknown.body).toBe(ARABIC.landing);
    });

    it("takes the language an address names over the choice and the browser's languages", async () => {
      const arabic = await get('/?lang=ar', { 'accept-language': 'en', cookie: 'mijas_lang=en' });
      expect(arabic.body).toBe(ARABIC.landing);
      expect(arabic.headers['content-language']).toBe('ar');
      const english = await get('/?lang=en', { 'accept-language': 'ar', cookie: 'mijas_lang=ar' });
      expect(english.body).toBe(LANDING);
      const unknown = await get('/?lang=xx', { cookie: 'mijas_lang=ar' });
      expect(unknown.body).toBe(ARABIC.landing);
    });

    it('sends each page in the language, or in English when the build has none in it', async () => {
      const login = await get('/login?redirect=%2Fadmin', { 'accept-language': 'ar-JO' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toBe(ARABIC.login);
      expect(login.headers['content-language']).toBe('ar');
      expect(login.headers.vary).toMatch(/\baccept-language\b/i);
      expect((await get('/login?lang=en', { 'accept-language': 'ar-JO' })).body).toBe(LOGIN_SHELL);
      // No Arabic copy of this one in the build: the English, said to be English.
      const admin = await get('/admin', { cookie: `mijas_lang=ar; ${ADMIN_HERE}` });
      expect(admin.body).toBe(ADMIN_SHELL);
      expect(admin.headers['content-language']).toBe('en');
      const notFound = await get('/no-such-page', { cookie: 'mijas_lang=ar' });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.body).toBe(ARABIC.notFound);
      expect(notFound.headers['content-language']).toBe('ar');
    });

    it("names the landing's alternates in every language, absolute, for search engines", async () => {
      const response = await get('/', { 'accept-language': 'ar-JO' });
      const origin = testConfig().publicUrl;
      expect(origin).toMatch(/^https?:\/\//);
      expect(response.headers.link).toBe(
        [
          `<${origin}/?lang=en>; rel="alternate"; hreflang="en"`,
          `<${origin}/?lang=ar>; rel="alternate"; hreflang="ar"`,
          `<${origin}/>; rel="alternate"; hreflang="x-default"`,
        ].join(', '),
      );
    });

    it("sends a signed-in role's copy of / in the language, still for that browser only", async () => {
      const response = await get('/', { cookie: 'mijas_panel=admin; mijas_lang=ar' });
      expect(response.body).toBe(ARABIC.admin);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['content-language']).toBe('ar');
      // Compressed copies, when the browser takes them, in the same language.
      const compressed = await get('/', {
        cookie: 'mijas_panel=admin; mijas_lang=ar',
        'accept-encoding': 'br',
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(ARABIC.admin);
    });
  });
});
