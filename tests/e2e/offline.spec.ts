import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, logInAs, tickRememberMe } from '../support.ts';

/**
 * The installed member panel (issue 20): the service worker (apps/web/src/service-worker/sw.ts) keeps the app for
 * a signed-in member with no network, and a new build waits for the user's Reload (the update prompt).
 */
test.use({ serviceWorkers: 'allow' });

/** The member's name as seeded (the demo member). */
const FULL_NAME = 'Rania Obeidat';

/** Waits until the page is controlled by its active service worker (the build precached): no timer. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The service worker's caches (one per build: `mijas-<hash>`). */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('a signed-in member opens /member with no network: the app and the panel, still signed in, in either language', async ({
  page,
  context,
}) => {
  await logInAs(page, 'member');
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole('navigation', { name: 'Member panel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  // Still signed in: the session was kept (no redirect to /login, the tokens still stored).
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The page in the language its address names, as the server would have sent it.
  await page.goto('/member?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'لوحة العضو' })).toBeVisible();

  // Back online, the app works as before.
  await context.setOffline(false);
  await page.goto('/member');
  await expect(page.getByRole('navigation', { name: 'Member panel' })).toBeVisible();
  await expect(page.getByText(FULL_NAME).first()).toBeVisible();
});

test("offline, /member shows the member's stored card, saying when it was last updated", async ({
  page,
  context,
}) => {
  await logInAs(page, 'member');
  await expect(page.getByText(FULL_NAME).first()).toBeVisible();
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(FULL_NAME).first()).toBeVisible();
  await expect(page.getByText(/last updated/i).first()).toBeVisible();
});

test('without Remember Me, the card note says to tick it; a new tab with no network asks for a login, which says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByText(FULL_NAME).first()).toBeVisible();
  await expect(
    page.getByText(/^To keep your card on this device, tick Remember Me when you log in/),
  ).toBeVisible();
  await controlled(page);

  // The session lived in this tab only: another tab, with no network, has none and goes to /login.
  await context.setOffline(true);
  const other = await context.newPage();
  await other.goto('/member');
  await expect(other).toHaveURL(/\/login/);
  await logIn(other, DEMO.member.username, DEMO.member.password);
  await expect(other.getByRole('alert')).toHaveText(
    /^You are offline: logging in needs a connection/,
  );
  await expect(other.getByText('Login failed.')).toHaveCount(0);
});

/**
 * The app through a proxy of the real server, whose `sw.js` becomes another build's once `deploy` is called: the
 * browser's own update check for the worker's script goes to the network, not through Playwright's routes.
 */
async function startProxy(target: string) {
  let deployed: { from: string; to: string } | null = null;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', target);
    const headers = { ...request.headers, host: url.host };
    if (deployed && url.pathname === '/sw.js') headers['accept-encoding'] = 'identity';
    const upstream = http.request(url, { method: request.method, headers }, (answer) => {
      if (!deployed || url.pathname !== '/sw.js') {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const { from, to } = deployed;
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const script = Buffer.concat(chunks).toString('utf8');
        const next = script.replaceAll(from, to);
        const { 'content-length': _length, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, rest);
        response.end(next === script ? 'the build was not found in sw.js' : next);
      });
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** From now on `sw.js` is the build `to` (its text with the current build's hash `from` replaced). */
    deploy: (from: string, to: string) => (deployed = { from, to }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

test('a new build waits for the update prompt, and Reload brings it in', async ({
  page,
  baseURL,
}) => {
  const proxy = await startProxy(baseURL!);
  try {
    await page.goto(`${proxy.origin}/login`);
    await tickRememberMe(page);
    await logIn(page, DEMO.member.username, DEMO.member.password);
    await expect(page).toHaveURL(/\/member$/);
    await controlled(page);
    const [current] = await cacheNames(page);
    expect(current).toMatch(/^mijas-/);

    // A deploy: the server's sw.js is another build's (its precache under another name).
    proxy.deploy(current!.slice('mijas-'.length), 'next0build');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible();
    // Nothing changes until the user chooses: the old build still serves the page.
    expect(await cacheNames(page)).toContain(current);

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(page.getByRole('navigation', { name: 'Member panel' })).toBeVisible();
    await expect(prompt).toBeHidden();
    await controlled(page);
    // The new build's worker controls the page, and the old build's files are gone.
    expect(await cacheNames(page)).toEqual(['mijas-next0build']);
  } finally {
    await proxy.close();
  }
});

test('the worker keeps the pages a visitor opens offline, not the first-visit copies (a panel for its role, a mail link)', async ({
  request,
}) => {
  const worker = await (await request.get('/sw.js')).text();
  // (Its list of the build's files: their addresses, comma-separated.)
  expect(worker).toContain('/pages/login.html,');
  expect(worker).toContain('/ar/pages/reset-password.html,');
  expect(worker).not.toMatch(/[,"']\/(?:ar\/)?panels\//);
  expect(worker).not.toMatch(/[,"']\/(?:ar\/)?mail\//);
  // A page whose query fills its form, and its shell for such an address.
  expect(worker).toContain('/pages/reset-code.html,');
  expect(worker).toContain('/ar/filled/reset-code.html,');
});
