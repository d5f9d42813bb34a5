import { expect, test, type Page } from '@playwright/test';

const THANKS = 'Thank you! We received your message and will get back to you soon.';

function joinForm(page: Page) {
  return page.getByRole('form', { name: 'Join Us and inquiry form' });
}

async function fillIn(page: Page, email: string) {
  const form = joinForm(page);
  await form.getByLabel(/^Full name/).fill('Sara Haddad');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Mobile/).fill('0791234567');
  const major = form.getByRole('combobox', { name: /^Major/ });
  await major.fill('Civil Eng');
  await major.press('Enter');
  await expect(major).toHaveValue('Civil Engineering');
}

/** Submits and returns the server's answer to the form's POST. */
async function send(page: Page, button: string) {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/Forms') && response.request().method() === 'POST',
  );
  await joinForm(page).getByRole('button', { name: button }).click();
  return answer;
}

test('Join Us twice is sent and stored; the third in 24 hours is blocked; Inquiry still goes', async ({
  page,
}) => {
  // Four submissions, a reload and the server's own refusal: longer than one ordinary step on a busy machine.
  test.slow();
  const email = `join-${test.info().workerIndex}-${Date.now()}@example.com`;
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/Forms') && request.method() === 'POST')
      posts.push(request.postData() ?? '');
  });
  await page.goto('/');
  const form = joinForm(page);

  for (let round = 1; round <= 2; round += 1) {
    await fillIn(page, email);
    const response = await send(page, 'Send application');
    expect(response.status()).toBe(201);
    await expect(form.getByRole('status')).toContainText(THANKS);
    await form.getByRole('button', { name: 'Send another' }).click();
  }
  expect(posts).toHaveLength(2);
  expect(JSON.parse(posts[0] ?? '{}')).toEqual({
    type: 'Join Us',
    major: 'Civil Engineering',
    name: 'Sara Haddad',
    email,
    mobile: '0791234567',
  });

  // The third Join Us is stopped in the browser with the spec's message: nothing is posted.
  await fillIn(page, email);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /You can send up to 2 Join Us submissions per 24 hours\./,
  );
  expect(posts).toHaveLength(2);

  // Inquiry has its own allowance.
  await form.getByRole('radio', { name: 'Inquiry' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  const inquiry = await send(page, 'Send inquiry');
  expect(inquiry.status()).toBe(201);
  await expect(form.getByRole('status')).toContainText(THANKS);
  expect(JSON.parse(posts[2] ?? '{}')).toMatchObject({ type: 'Inquiry', email });

  // The server holds both Join Us submissions: with the browser's log gone, it refuses a third itself.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await fillIn(page, email);
  const refused = await send(page, 'Send application');
  expect(refused.status()).toBe(409);
  await expect(form.getByRole('alert')).toHaveText(
    /You can send up to 2 Join Us submissions per 24 hours\./,
  );
});

test('a signed-in admin sees Admin Panel and Logout on the home page; Logout stays on /', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(/^Username or Email/).fill('admin');
  await page.getByLabel(/^Password/).fill('Admin#Mijas2026');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL('**/admin/view-members');

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' })).toBeVisible();
});

test('the Join Us button scrolls to the form and puts focus on it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  const form = joinForm(page);
  await expect(form).not.toBeInViewport();
  await page.getByRole('button', { name: 'Join Us' }).click();
  await expect(form).toBeFocused();
  await expect(form).toBeInViewport();
  await expect(form.getByRole('radio', { name: 'Join Us' })).toBeChecked();
});

test('on a phone, the first field to fix is scrolled to with its label below the sticky navbar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const form = joinForm(page);
  await form.getByRole('button', { name: 'Send application' }).click();
  const name = form.getByRole('textbox', { name: /^Full name/ });
  await expect(name).toBeFocused();
  const navbar = await page.getByRole('banner').boundingBox();
  const label = await form.locator('label', { hasText: 'Full name' }).boundingBox();
  expect(navbar && label).toBeTruthy();
  expect(label!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-JO' });

  test('the majors are Arabic and found by Arabic words; an inquiry goes with its message, in Arabic', async ({
    page,
  }) => {
    const email = `asks-${test.info().workerIndex}-${Date.now()}@example.com`;
    await page.goto('/');
    const form = page.getByRole('form', { name: 'نموذج الانضمام والاستفسار' });
    const major = form.getByRole('combobox', { name: /^التخصص/ });
    const listbox = page.getByRole('listbox', { name: /^التخصص/ });
    await major.fill('صيدلة');
    await expect(listbox.getByRole('option')).toHaveText(['الصيدلة']);
    await major.fill('هندسة');
    await expect(listbox.getByRole('option', { name: 'الهندسة المدنية' })).toBeVisible();
    await major.fill('مدني');
    await expect(listbox.getByRole('option')).toHaveText(['الهندسة المدنية']);
    await major.press('Enter');
    await expect(major).toHaveValue('الهندسة المدنية');
    await form.getByRole('radio', { name: 'استفسار' }).click();
    await form.getByLabel(/^الاسم الكامل/).fill('سارة حداد');
    await form.getByLabel(/^البريد الإلكتروني/).fill(email);
    await form.getByRole('textbox', { name: 'الرسالة' }).fill('هل يوجد اشتراك عائلي؟\nوما رسومه؟');
    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/v1/Forms') && request.method() === 'POST',
    );
    await form.getByRole('button', { name: 'إرسال الاستفسار' }).click();
    const request = await posted;
    expect(request.postDataJSON()).toEqual({
      type: 'Inquiry',
      major: 'Civil Engineering',
      name: 'سارة حداد',
      email,
      message: 'هل يوجد اشتراك عائلي؟\nوما رسومه؟',
    });
    // The language the reply is mailed in.
    expect(request.headers()['accept-language']).toBe('ar');
    expect((await request.response())?.status()).toBe(201);
  });
});
