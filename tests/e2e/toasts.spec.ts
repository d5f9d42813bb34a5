import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, createMember, fillAccountForm, logInAs } from '../support.ts';

/**
 * A toast never covers the button that sent the form it answers, on a phone (390 px) and on a desktop
 * (1366 px), with the button scrolled to the top, the middle and the bottom of the window: the toasts of forms
 * that stay on screen (a username or email already taken, a saved profile) and of the renew dialog (whose
 * failure is the network's: the connection is cut before Renew; its success closes the dialog).
 */

const widths = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Presses `submit` (offline: with the network cut) and checks the toast that answers against its box. */
async function expectToastBeside(page: Page, submit: Locator, { offline = false } = {}) {
  const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  await page.context().setOffline(offline);
  try {
    await submit.click();
    await expect(toasts).toHaveCount(1);
    const toast = toasts.first();
    await expect(toast).toBeVisible();
    const title = await toast.innerText();
    // The pointer on it holds the toast (Radix pauses its timer) while the page is scrolled.
    await toast.hover();
    for (const block of ['start', 'center', 'end'] as const) {
      await submit.evaluate((button, at) => button.scrollIntoView({ block: at }), block);
      const [toastBox, buttonBox] = [await toast.boundingBox(), await submit.boundingBox()];
      expect(toastBox, 'the toast is shown').not.toBeNull();
      expect(buttonBox, 'the button is shown').not.toBeNull();
      expect(
        overlaps(toastBox!, buttonBox!),
        `the "${title}" toast (${JSON.stringify(toastBox)}) covers the button (${JSON.stringify(buttonBox)}), scrolled to the ${block}`,
      ).toBe(false);
    }
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toasts).toHaveCount(0);
  } finally {
    await page.context().setOffline(false);
  }
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an admin's forms and the renew dialog", async ({ page, request }) => {
      const member = await createMember(request, await apiToken(request), 'e2e.toast');
      await logInAs(page, 'admin');

      // Add Member, every field filled, with a username already taken.
      await page.goto('/admin/add-member');
      const add = page.getByRole('form', { name: 'Add Member' });
      await fillAccountForm(page, add, {
        username: 'admin',
        email: 'toast.check@example.com',
        firstName: 'Lina',
        lastName: 'Nasser',
        phoneNumber: '0781234567',
        gender: 'Female',
        dateOfBirth: '1995-03-14',
        nationality: ['Jord', 'Jordan'],
        city: 'Irbid',
        addressDetails: 'University St. 4',
        major: ['Architecture', 'Architecture'],
      });
      await expectToastBeside(page, add.getByRole('button', { name: 'Add Member' }));

      // Edit Admin Information, saved as it is.
      await page.goto('/update-admin');
      const info = page.getByRole('form', { name: 'Edit Admin Information' });
      await expect(info.getByRole('textbox', { name: 'Address Details' })).not.toHaveValue('');
      await expectToastBeside(page, info.getByRole('button', { name: 'Save Changes' }));

      // Update Member, with the admin's email.
      await page.goto(`/update-member?id=${member.id}`);
      const update = page.getByRole('form', { name: 'Update Member' });
      await expect(update.getByRole('textbox', { name: 'Username' })).toHaveValue(member.username);
      await update.getByRole('textbox', { name: 'Email' }).fill('admin@mijas.example.com');
      await expectToastBeside(page, update.getByRole('button', { name: 'Save' }));

      // The renew dialog.
      await page.goto(`/view-members?by=username&q=${member.username}`);
      await page.getByText(member.username, { exact: true }).first().click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Renew Membership' }).click();
      const renew = page.getByRole('dialog', { name: 'Renew Membership' });
      await renew.getByRole('spinbutton', { name: 'Number of Days' }).fill('30');
      await renew.getByRole('spinbutton', { name: 'Amount' }).fill('25');
      await expectToastBeside(page, renew.getByRole('button', { name: 'Renew' }), {
        offline: true,
      });
      await expect(renew).toBeVisible();
    });

    test("the root admin's Create Admin form, with a username already taken", async ({ page }) => {
      await logInAs(page, 'root');
      await page.goto('/superadmin?tab=create');
      const form = page.getByRole('form', { name: 'Create New Admin' });
      await fillAccountForm(page, form, {
        username: 'admin',
        email: 'toast.admin@example.com',
        gender: 'Female',
        nationality: ['Jord', 'Jordan'],
        city: 'Irbid',
        major: ['Architecture', 'Architecture'],
      });
      await expectToastBeside(page, form.getByRole('button', { name: 'Create Admin' }));
    });
  });
}
