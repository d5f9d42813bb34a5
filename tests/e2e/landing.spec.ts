import { expect, test } from '@playwright/test';

test('a visitor sees the hero and the Join Us button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Us' })).toBeVisible();
});

test('a deep link is answered with the app (history fallback), not a 404', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the API reports the embedded database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
});
