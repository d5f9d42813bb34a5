import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, logInAs, tickRememberMe } from '../support.ts';

/** The admin panel's first reads: its two counts and View Members' first page. */
const FIRST_READS = [
  '/api/v1/Admin/forms?status=new&pageSize=1',
  '/api/v1/Admin/renewal-requests?status=pending&pageSize=1',
  '/api/v1/Admin/members?pageNumber=1&pageSize=10',
] as const;

/** Every API read the page asks for from now on, by path and query. */
function recordReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      reads.push(url.pathname + url.search);
  });
  return reads;
}

const timesAsked = (reads: readonly string[], read: string) =>
  reads.filter((r) => r === read).length;

/** The members' table with its first page's rows. */
async function membersShown(page: Page) {
  await expect(page.getByRole('main').locator('table')).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('main').locator('tbody tr').nth(1)).toBeVisible();
}

test("signing in, the admin's panel asks for its first data once, before the panel is drawn", async ({
  page,
}) => {
  // When the panel's navigation is first in the page (the panel drawn by its code, after the sign-in).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('nav[aria-label="Admin"]')) return;
      Object.assign(window, { panelDrawnAt: performance.now() });
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const reads = recordReads(page);
  await page.goto('/login');
  await tickRememberMe(page);
  await logIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin\/view-members$/);
  await membersShown(page);
  for (const read of FIRST_READS) expect(timesAsked(reads, read), read).toBe(1);
  // Asked by the route's loader as the panel's code came, not by its machine once the panel was on screen.
  const { askedAt, drawnAt } = await page.evaluate((list) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => resource.name.endsWith(list));
    return {
      askedAt: entry?.startTime ?? Infinity,
      drawnAt: (window as unknown as { panelDrawnAt?: number }).panelDrawnAt ?? -Infinity,
    };
  }, FIRST_READS[2]);
  expect(askedAt).toBeLessThan(drawnAt);
});

test("moving between the panel's sub-pages asks for none of its first data again but the list shown", async ({
  page,
}) => {
  const reads = recordReads(page);
  await logInAs(page, 'admin');
  await membersShown(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: /^Applications/ }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('main').locator('table')).not.toHaveAttribute('aria-busy');
  // View Members shows the rows it kept at once and asks for its first page again: the test waits for that request
  // (the rows alone were on screen before it went out on a slow machine).
  const listAgain = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname + url.search === FIRST_READS[2];
  });
  await nav.getByRole('link', { name: 'View Members' }).click();
  await listAgain;
  await membersShown(page);
  // The counts belong to the panel, asked once as it opened; View Members' first page again as it is shown again.
  expect(timesAsked(reads, FIRST_READS[0])).toBe(1);
  expect(timesAsked(reads, FIRST_READS[1])).toBe(1);
  expect(timesAsked(reads, FIRST_READS[2])).toBe(2);
});

test("a panel's page opened in a kept session asks for each of its first data once", async ({
  page,
}) => {
  await logInAs(page, 'admin');
  await membersShown(page);
  const reads = recordReads(page);
  await page.goto('/admin/view-members');
  await membersShown(page);
  for (const read of FIRST_READS) await expect.poll(() => timesAsked(reads, read), read).toBe(1);
});
