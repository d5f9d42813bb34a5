import { expect, test, type Page } from '@playwright/test';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test('the pages keep to their CSP (no eval): a page shell, the landing, its form and the app after it', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  // A page shell: the app's code and the contract's schemas, loaded at once.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();

  // The landing, its form's code (the contract's validation), then the app in the same page.
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Join Us and inquiry form' });
  await form.getByLabel(/^Full name/).fill('Sara Haddad');
  await form.getByRole('combobox', { name: /^Major/ }).fill('Civil');
  await expect(form.getByRole('listbox')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await page.getByLabel(/^Username/).fill('nobody');
  expect(violations).toEqual([]);
});
