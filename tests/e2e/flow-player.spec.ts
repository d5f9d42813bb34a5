import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Texts only the flow player (`packages/flows`, in `pnpm dev` over the app) has. */
const PLAYER_MARKERS = ['Flow player', 'mfp-', 'Restart with these scenarios', 'Watching the app'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test('the production build has none of the flow player: not in its files, not with ?flows or its key', async ({
  page,
}) => {
  const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
  const texts = filesUnder(dist).filter((file) => /\.(js|css|html)$/.test(file));
  expect(texts.length).toBeGreaterThan(0);
  for (const file of texts) {
    const text = readFileSync(file, 'utf8');
    for (const marker of PLAYER_MARKERS)
      expect(text.includes(marker), `${path.relative(dist, file)} has "${marker}"`).toBe(false);
  }

  await page.goto('/login?flows');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await page.keyboard.press('Alt+Shift+F');
  await expect(page.getByRole('textbox', { name: 'Username or Email' })).toBeVisible();
  await expect(page.locator('[data-flow-player]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Flow player' })).toHaveCount(0);
});
