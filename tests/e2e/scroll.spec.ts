import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support.ts';

/**
 * Where the app's pages are scrolled (its router, apps/web/src/app/router.tsx, scrolls them itself): a page gone to
 * opens at its top; Back returns to where the page was left, also when that page's rows come back after it shows.
 */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a page opens at its top, and Back returns to where the list was left once its rows are back', async ({
  page,
}) => {
  // Short, so that ten rows of View Members scroll.
  await page.setViewportSize({ width: 1280, height: 360 });
  await logInAs(page, 'admin');
  await page.goto('/admin/view-members');
  await expect(page.locator('td[data-label="Email"]').first()).toContainText('@');
  const left = await page.evaluate(() => {
    window.scrollTo(0, 200);
    return window.scrollY;
  });
  expect(left).toBeGreaterThan(100);

  await page.getByRole('link', { name: 'Member History' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member History' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'View Members' })).toBeVisible();
  await expect(page.locator('td[data-label="Email"]').first()).toContainText('@');
  await expect.poll(() => scrollY(page)).toBe(left);

  // After a reload too (the positions are kept in the tab's session storage).
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Member History' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Member History' })).toBeVisible();
  await page.goBack();
  await expect(page.locator('td[data-label="Email"]').first()).toContainText('@');
  await expect.poll(() => scrollY(page)).toBe(left);
});
