// A component's docs page can carry a "How to …" section (`parameters.howTo`, shown by docs-page.tsx after the
// usage notes). Toast's says how to raise one: designers and developers asked (issue 33).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe("Toast's docs page", () => {
  it('has a "How to raise a toast" section: from a component, from a machine, and in a story', async () => {
    const stories = readFileSync(
      path.join(root, 'packages/ui/src/Toast/Toast.stories.tsx'),
      'utf8',
    );
    expect(stories).toMatch(/howTo: raisingAToast/);
    const { raisingAToast } = await import('../packages/ui/src/Toast/raising-a-toast.ts');
    expect(raisingAToast.title).toBe('How to raise a toast');
    for (const part of ['useToast()', "toast({ kind: 'success'", "type: 'notify'", 'UIProvider'])
      expect(raisingAToast.markdown).toContain(part);
  });

  it('is shown by the docs page template', () => {
    const page = readFileSync(path.join(root, '.storybook/docs-page.tsx'), 'utf8');
    expect(page).toMatch(/<HowTo \/>/);
  });
});
