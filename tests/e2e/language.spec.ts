import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 18: a browser set to Arabic (Jordan) gets `/`, /login, /forgot and /reset-code (the prerendered pages) in
 * Arabic, right to left, in the very HTML the server sends (no flash of English or of left to right); the language
 * switch (English / العربية) changes the page in place, no reload, and the choice is remembered (it wins over the
 * browser's languages next time).
 */
test.use({ locale: 'ar-JO' });

/** Arabic script: the page's texts, whatever their wording. */
const ARABIC = /[\u0600-\u06FF]/;

/** The opening `<html>` tag, the title and the level-1 heading of an HTML text, as sent. */
function firstHtml(html: string) {
  return {
    opening: /<html[^>]*>/.exec(html)?.[0],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    heading: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '',
  };
}

/** Counts the page's loads from now on (a reload or a navigation of the whole page adds one). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

const languages = (page: Page) => page.getByRole('group', { name: /^(Language|اللغة)$/ }).first();

for (const address of ['/', '/login', '/forgot', '/reset-code']) {
  test(`${address} arrives in Arabic, right to left, in the first HTML`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-language']).toBe('ar');
    const sent = firstHtml((await response?.text()) ?? '');
    expect(sent.opening).toBe('<html lang="ar" dir="rtl">');
    expect(sent.title).toMatch(ARABIC);
    expect(sent.heading).toMatch(ARABIC);
  });
}

test('the landing names its alternates in each language for search engines (absolute)', async ({
  page,
}) => {
  const link = (await page.goto('/'))?.headers().link ?? '';
  for (const [language, address] of [
    ['en', '/?lang=en'],
    ['ar', '/?lang=ar'],
    ['x-default', '/'],
  ] as const)
    expect(link).toMatch(
      new RegExp(
        `<https?://[^>]+${address.replace('?', '\\?')}>; rel="alternate"; hreflang="${language}"`,
      ),
    );
});

test('switching to English and back changes the page in place, and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(html).toHaveAttribute('dir', 'rtl');
  const loads = countLoads(page);

  await languages(page).getByRole('link', { name: 'English' }).click();
  await expect(heading).toHaveText('WE ARE MIJAS');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(languages(page).getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await languages(page).getByRole('link', { name: 'العربية' }).click();
  await expect(heading).toHaveText(ARABIC);
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  // No reload, no navigation: the same page all along.
  expect(loads.count).toBe(0);
  expect(page.url()).toMatch(/\/$/);

  // English chosen: the next visit is English from its first byte, though the browser prefers Arabic.
  await languages(page).getByRole('link', { name: 'English' }).click();
  await expect(heading).toHaveText('WE ARE MIJAS');
  const english = await page.reload();
  expect(firstHtml((await english?.text()) ?? '').opening).toBe('<html lang="en" dir="ltr">');
  await expect(heading).toHaveText('WE ARE MIJAS');
  // And on the app's other pages.
  const login = await page.goto('/login');
  expect(firstHtml((await login?.text()) ?? '').opening).toBe('<html lang="en" dir="ltr">');

  // Arabic chosen again: remembered likewise.
  await page.goto('/');
  await languages(page).getByRole('link', { name: 'العربية' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  const arabic = await page.reload();
  expect(firstHtml((await arabic?.text()) ?? '').opening).toBe('<html lang="ar" dir="rtl">');
});
