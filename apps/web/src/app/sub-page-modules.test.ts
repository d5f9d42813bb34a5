import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminSubPageModules, superadminSubPageModules } from './sub-page-modules.ts';

const here = path.dirname(new URL(import.meta.url).pathname);

/** The modules a panel's file loads later (its `import('…')`s), resolved against this folder as the table is. */
function loadedLater(panelFile: string): string[] {
  const source = readFileSync(path.join(here, panelFile), 'utf8');
  const folder = path.posix.dirname(panelFile);
  return [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) =>
    `./${path.posix.join(folder, match[1] ?? '')}`.replace(/^\.\/\.\.\//, '../'),
  );
}

describe('the sub-pages the build lists with their address', () => {
  it.each([
    ['../features/admin/admin-shell/admin-panel.tsx', adminSubPageModules],
    ['../features/superadmin/superadmin-panel.tsx', superadminSubPageModules],
  ])('are every one %s loads later, and no other', (panel, table) => {
    expect(Object.values(table).sort()).toEqual(loadedLater(panel).sort());
  });
});
