// Screenshots of the app's pages and modals, at desktop and phone widths, for a human to look at:
// `node scripts/page-shots.mjs [--base http://localhost:3000] [--out /tmp/page-shots] [--only name,name]`.
// Run `pnpm start` first (a fresh database has the demo accounts this signs in with).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.BASE_URL ?? 'http://localhost:3000' },
    out: { type: 'string', default: '/tmp/page-shots' },
    only: { type: 'string' },
  },
});
const outDir = path.resolve(options.out);
mkdirSync(outDir, { recursive: true });

const accounts = {
  root: ['root', 'Root#Mijas2026'],
  admin: ['admin', 'Admin#Mijas2026'],
  member: ['member', 'Member#Mijas2026'],
};
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** Right-clicks the first row of the table that has `text` and chooses `item`. */
const rowMenu = (text, item) => async (page) => {
  await page.getByRole('row').filter({ hasText: text }).first().click({ button: 'right' });
  if (item) await page.getByRole('menuitem', { name: item, exact: true }).click();
};

/** Each shot: a role (or none), a path, and what to do before the picture. */
const shots = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'forgot', path: '/forgot' },
  { name: 'reset-code', path: '/reset-code' },
  { name: 'reset-password', path: '/reset-password?token=demo' },
  { name: 'verifyemail-missing', path: '/verifyemail' },
  { name: 'email-verification-missing', path: '/email-verification' },
  { name: 'member-card', role: 'member', path: '/member' },
  { name: 'member-profile', role: 'member', path: '/member?tab=profile' },
  { name: 'admin-view-members', role: 'admin', path: '/view-members' },
  {
    name: 'admin-row-menu',
    role: 'admin',
    path: '/view-members?by=email&q=member@mijas.example.com',
    act: rowMenu('member@mijas.example.com'),
  },
  {
    name: 'admin-member-details',
    role: 'admin',
    path: '/view-members?by=email&q=member@mijas.example.com',
    act: rowMenu('member@mijas.example.com', 'View Details'),
  },
  {
    name: 'admin-renew',
    role: 'admin',
    path: '/view-members?by=email&q=member@mijas.example.com',
    act: rowMenu('member@mijas.example.com', 'Renew Membership'),
  },
  {
    name: 'admin-deactivate-member-confirm',
    role: 'admin',
    path: '/view-members?by=email&q=member@mijas.example.com',
    act: rowMenu('member@mijas.example.com', 'Deactivate Member'),
  },
  {
    name: 'admin-deactivate-membership-confirm',
    role: 'admin',
    path: '/view-members?by=email&q=member@mijas.example.com',
    act: rowMenu('member@mijas.example.com', 'Deactivate Membership'),
  },
  {
    name: 'admin-update-member',
    role: 'admin',
    path: '/view-members?by=email&q=member@mijas.example.com',
    act: async (page) => {
      await rowMenu('member@mijas.example.com', 'Edit Member')(page);
      await page.getByRole('button', { name: /Save/ }).waitFor();
    },
  },
  { name: 'admin-add-member', role: 'admin', path: '/admin', nav: 'Add Member' },
  {
    name: 'admin-membership-history',
    role: 'admin',
    path: '/admin',
    nav: 'Membership History',
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Username' }).fill('member');
      await page.getByRole('row').nth(1).waitFor();
    },
  },
  {
    name: 'admin-renewal-details',
    role: 'admin',
    path: '/admin',
    nav: 'Membership History',
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Username' }).fill('member');
      await rowMenu('Renewal', 'More Details')(page);
      await page.getByRole('dialog', { name: 'Membership Renewal' }).waitFor();
    },
  },
  {
    name: 'admin-member-history',
    role: 'admin',
    path: '/admin',
    nav: 'Member History',
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Username' }).fill('member');
      await page.getByRole('row').nth(1).waitFor();
    },
  },
  { name: 'admin-my-profile', role: 'admin', path: '/admin', nav: 'My Profile' },
  { name: 'admin-update-admin', role: 'admin', path: '/update-admin' },
  { name: 'root-view-admins', role: 'root', path: '/superadmin' },
  {
    name: 'root-admin-details',
    role: 'root',
    path: '/superadmin',
    act: rowMenu('admin@mijas.example.com', 'View Details'),
  },
  {
    name: 'root-deactivate-confirm',
    role: 'root',
    path: '/superadmin',
    act: rowMenu('admin@mijas.example.com', 'Deactivate Admin'),
  },
  { name: 'root-create-admin', role: 'root', path: '/superadmin?tab=create' },
  { name: 'not-found', path: '/no-such-page' },
];

const only = options.only ? new Set(options.only.split(',')) : null;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [size, viewport] of Object.entries(viewports)) {
    const sessions = new Map();
    for (const shot of shots) {
      if (only && !only.has(shot.name)) continue;
      const key = shot.role ?? 'visitor';
      if (!sessions.has(key)) {
        const context = await browser.newContext({ viewport, baseURL: options.base });
        if (shot.role) {
          const page = await context.newPage();
          await page.goto('/login');
          const [username, password] = accounts[shot.role];
          await page.getByRole('textbox', { name: /^Username or Email/ }).fill(username);
          await page.locator('input[name="password"]').fill(password);
          await page.getByRole('checkbox', { name: 'Remember Me' }).check();
          await page.getByRole('button', { name: 'LOGIN' }).click();
          await page.waitForURL((url) => url.pathname !== '/login');
          await page.close();
        }
        sessions.set(key, context);
      }
      const page = await sessions.get(key).newPage();
      await page.goto(shot.path);
      if (shot.role === 'admin' && shot.path === '/admin') {
        const nav = page.getByRole('navigation', { name: 'Admin' });
        // On a phone the navigation sits behind the menu button.
        if (!(await nav.isVisible()))
          await page.getByRole('button', { name: /navigation/i }).click();
        await nav.getByRole('button', { name: shot.nav }).click();
      }
      await page.waitForLoadState('networkidle');
      if (shot.act) await shot.act(page);
      await page.waitForTimeout(300); // let enter animations settle before the picture
      const file = path.join(outDir, `${shot.name}-${size}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
    for (const context of sessions.values()) await context.close();
  }
} finally {
  await browser.close();
}
