import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support.ts';

/**
 * One typeface across the landing, the auth pages and the panels: the same `font-family` on each page's text,
 * controls and overlays, and the same font actually used to draw them (Chromium reports it through the
 * DevTools protocol: `CSS.getPlatformFontsForNode`).
 */

/** What each page's heading, paragraph, button and field are drawn with. */
async function typeface(page: Page) {
  const samples = ['h1', 'main p', 'button', 'input'];
  const families = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).fontFamily : `(no ${selector})`;
      }),
    samples,
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return {
    families: [...new Set(families)],
    drawnWith: fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`),
  };
}

test('the landing, /login and a panel use one typeface', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const landing = await typeface(page);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  const login = await typeface(page);

  await logInAs(page, 'admin');
  await page.goto('/update-admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address Details' })).not.toHaveValue('');
  const panel = await typeface(page);

  // One font-family on every sample of a page, and the same on every page.
  expect(landing.families).toHaveLength(1);
  expect(login).toEqual(landing);
  expect(panel).toEqual(landing);
  // Drawn with the device's own font: no web font is fetched before the landing's first paint.
  expect(landing.drawnWith.join()).not.toContain('(web font)');
});
