import { messages } from '@mijas/api';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInState, type Visitor } from '../../bench/routes.mjs';

/**
 * A panel's first visit downloads no form's phone or country rules (issue 32 point 3): libphonenumber's metadata
 * and i18n-iso-countries come with the form that takes a phone or a nationality, when it opens. Each library is
 * known by a text only its own code has.
 */
const LIBRARIES = {
  'libphonenumber-js': 'country_calling_codes',
  'i18n-iso-countries': 'Missing localeData',
};

/**
 * The office's payments (issue 34) are known the same way: the contract's payments module (its schemas) by its
 * export's file name, the machines of Renewal requests and Payments by their own failure message.
 */
const PAYMENTS = {
  'payments contract': 'mijas-payments-',
  'payments machines': 'The payments could not be loaded.',
};

/** Which of `markers` the scripts `page` downloads from now on hold (each library is known by its text). */
function librariesFetched(
  page: Page,
  markers: Record<string, string> = LIBRARIES,
): () => Promise<string[]> {
  const found = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.text().then(
        (text) => {
          for (const [library, marker] of Object.entries(markers))
            if (text.includes(marker)) found.add(library);
        },
        // A script that came after the last check (a prefetch once the network was quiet) whose body the closing
        // page took away: nothing asked about it.
        (error: unknown) => {
          if (!page.isClosed()) throw error;
        },
      ),
    );
  });
  return async () => {
    await Promise.all(reading);
    return [...found].sort();
  };
}

async function openAs(browser: Browser, baseURL: string, as: Visitor) {
  const context = await browser.newContext({
    storageState: await signedInState(browser, baseURL, as),
  });
  return context.newPage();
}

for (const [address, as] of [
  ['/member', 'member'],
  ['/admin', 'admin'],
  ['/superadmin', 'root'],
] as const) {
  test(`${address} opened by the ${as} fetches neither the phone nor the country library until the network is quiet`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openAs(browser, baseURL ?? '', as);
    const fetched = librariesFetched(page);
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    expect(await fetched()).toEqual([]);
    await page.context().close();
  });
}

test('the member’s card page fetches none of My Profile’s code; opening My Profile fetches it once and shows the record', async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL ?? '', 'member');
  // My Profile's record and contact form are a module of their own (`member-information.tsx`), named in its file.
  const profileCode: string[] = [];
  page.on('request', (request) => {
    if (
      request.resourceType() === 'script' &&
      /\/member-information-[0-9a-f]+\.js$/.test(request.url())
    )
      profileCode.push(request.url());
  });
  await page.goto('/member', { waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: 'Membership Card' })).toBeVisible();
  expect(profileCode).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Member panel' })
    .getByRole('link', { name: 'My Profile' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Member Information' })).toBeVisible();
  expect(profileCode).toHaveLength(1);
  await page.context().close();
});

test('the member’s contact form fetches the phone rules when it opens, and refuses a bad phone as before', async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL ?? '', 'member');
  const fetched = librariesFetched(page);
  await page.goto('/member?tab=profile', { waitUntil: 'networkidle' });
  expect(await fetched()).toEqual([]);
  await page.getByRole('button', { name: 'Edit contact details' }).click();
  const form = page.getByRole('region', { name: 'Edit contact details' });
  await form.getByRole('textbox', { name: /^Phone Number/ }).fill('12345');
  await form.getByRole('button', { name: messages.memberProfileEdit.save }).click();
  await expect(form.getByText(messages.validation.phoneInvalid)).toBeVisible();
  expect(await fetched()).toContain('libphonenumber-js');
  await page.context().close();
});

test('the admin’s pages that show no payment fetch neither the payments’ contract nor the office’s machines; Payments does', async ({
  browser,
  baseURL,
}) => {
  const page = await openAs(browser, baseURL ?? '', 'admin');
  for (const address of ['/admin/view-members', '/admin/membership-history', '/admin/overview']) {
    const fetched = librariesFetched(page, PAYMENTS);
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    expect({ address, fetched: await fetched() }).toEqual({ address, fetched: [] });
  }
  // The markers are found where they are: the Payments page loads both.
  const fetched = librariesFetched(page, PAYMENTS);
  await page.goto('/admin/payments', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main')).toBeVisible();
  expect(await fetched()).toEqual(['payments contract', 'payments machines']);
  await page.context().close();
});
