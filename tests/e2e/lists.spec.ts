import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAs, pickMember } from '../support.ts';

/**
 * View Members and View Admins at a phone's width (390 px) and a laptop's (1366 px, the panel's sidebar open
 * and collapsed): a row's actions are reached without scrolling sideways, nothing is cut; and the histories name
 * the member of every row, on the phone's cards too.
 */

/** Neither the page nor the table scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, table: Locator) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.window);
  const region = table.locator('xpath=ancestor::*[@role="region"][1]');
  const scroll = await region.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(scroll.scroll, 'the table scrolls sideways').toBeLessThanOrEqual(scroll.client);
}

/** The element's box lies inside the viewport. */
async function expectInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
}

/** The labels a card shows before its fields (generated from each cell's `data-label`). */
function cardLabels(card: Locator): Promise<string[]> {
  return card
    .getByRole('cell')
    .evaluateAll((cells) =>
      cells.map((cell) => /^"([^"]*)"/.exec(getComputedStyle(cell, '::before').content)?.[1] ?? ''),
    );
}

/** Every column header is shown whole (not cut by the table's edge). */
async function expectHeadersWhole(table: Locator) {
  const edge = await table.locator('xpath=ancestor::*[@role="region"][1]').boundingBox();
  for (const header of await table.getByRole('columnheader').all()) {
    if (!(await header.isVisible())) continue;
    const box = await header.boundingBox();
    expect(box!.x + box!.width, await header.innerText()).toBeLessThanOrEqual(
      edge!.x + edge!.width + 0.5,
    );
  }
}

const lists = [
  {
    name: 'View Members',
    role: 'admin' as const,
    path: '/view-members',
    table: 'Members',
    details: 'Member Details',
    statuses: ['Email Status', 'Account Status', 'Membership Status'],
  },
  {
    name: 'View Admins',
    role: 'root' as const,
    path: '/view-admins',
    table: 'Admins',
    details: 'Admin Details',
    statuses: ['Account Status', 'Email Status'],
  },
];

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const list of lists) {
    test(`${list.name}: each row is a card with its Options button in view, which opens the row's menu`, async ({
      page,
    }) => {
      await logInAs(page, list.role);
      await page.goto(list.path);
      const table = page.getByRole('table', { name: new RegExp(list.table) });
      // A full page of rows; the first's card.
      const card = table.getByRole('row').nth(1);
      // The row's number (View Members' selection box comes before it).
      await expect(card.getByRole('cell', { name: '1', exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, table);
      // Each field is labelled on the card.
      const labels = await cardLabels(card);
      for (const label of ['Username', 'Email', ...list.statuses]) expect(labels).toContain(label);
      const options = card.getByRole('button', { name: /^Options for / });
      await options.scrollIntoViewIfNeeded();
      await expect(options).toBeInViewport();
      await expectInView(page, options);
      await options.click();
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await expect(page.getByRole('dialog', { name: list.details })).toBeVisible();
    });
  }

  test('the histories name the member on every card', async ({ page }) => {
    await logInAs(page, 'admin');
    await page.goto('/admin');
    // On a phone the navigation sits behind the menu button.
    await page.getByRole('button', { name: /navigation/ }).click();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Membership History' })
      .click();
    await pickMember(page, 'member');
    const table = page.getByRole('table', { name: /Membership history/ });
    const cards = table.getByRole('row').filter({ hasText: 'Renewal' });
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      expect(await cardLabels(card)).toContain('Member');
      await expect(card.getByText('member', { exact: true })).toBeVisible();
    }
    await expectNoSidewaysScroll(page, table);
  });
});

test.describe('on a laptop (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const list of lists) {
    for (const sidebar of ['open', 'collapsed'] as const) {
      test(`${list.name} with the sidebar ${sidebar}: every column whole, a row's menu by right-click`, async ({
        page,
      }) => {
        await logInAs(page, list.role);
        await page.goto(list.path);
        if (sidebar === 'collapsed')
          await page.getByRole('button', { name: 'Collapse navigation' }).click();
        const table = page.getByRole('table', { name: new RegExp(list.table) });
        const row = table.getByRole('row').nth(1);
        await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page, table);
        for (const status of list.statuses)
          await expect(table.getByRole('columnheader', { name: status })).toBeVisible();
        await expectHeadersWhole(table);
        // A table here: the options column is for phones; the row's menu opens by right-click.
        await expect(row.getByRole('button', { name: /^Options for / })).toBeHidden();
        await row.click({ button: 'right' });
        await page.getByRole('menuitem', { name: 'View Details' }).click();
        await expect(page.getByRole('dialog', { name: list.details })).toBeVisible();
      });
    }
  }

  test('Member History with a partial search names the member of every row', async ({ page }) => {
    await logInAs(page, 'admin');
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Member History' })
      .click();
    const box = page.getByRole('combobox', { name: 'Username' });
    await box.fill('hamza');
    await page.keyboard.press('Escape');
    const table = page.getByRole('table', { name: /Member history/ });
    const rows = table.getByRole('row').filter({ hasText: 'Create' });
    await expect(rows.first()).toBeVisible();
    const members = new Set<string>();
    for (const row of await rows.all()) {
      // The Member column: the username, the full name under it.
      const [username = '', name = ''] = (await row.getByRole('cell').nth(1).innerText()).split(
        '\n',
      );
      expect(username).toMatch(/^hamza\./);
      expect(name).toMatch(/^Hamza /);
      members.add(username);
    }
    // 'hamza' finds several members, and each row says whose it is.
    expect(members.size).toBeGreaterThan(1);
  });
});
