import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/** The `.ts` files below `dir` (node_modules left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.m?ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A static import or re-export at the start of a line (Prettier's form): `import … from '…'`, `import type …`,
 * `export … from '…'`, `import '…'`; an `import('…')` expression is none.
 */
const STATIC_IMPORT =
  /^(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;

/**
 * The loops of a folder's static imports, `import type` included (a type-only loop still ties the modules
 * together: neither can be read, moved or tested without the other), each as its files from the folder; a
 * dynamic `import()` (a chunk loaded later) is no edge.
 */
function importLoops(folder: string): string[][] {
  const files = sources(resolve(root, folder));
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => {
      const local = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)]
        .map((match) => match[1] ?? match[2]!)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name))
        .filter((path) => known.has(path));
      return [file, local];
    }),
  );
  // Tarjan's strongly connected components: each component of more than one file is a loop.
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const next of edges.get(file)!) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, order.get(next)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1)
      loops.push(component.map((path) => relative(resolve(root, folder), path)).sort());
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return loops;
}

describe('import loops', () => {
  it.each(['apps/server/src', 'packages/api/src', 'packages/machines/src'])(
    '%s: no module reaches itself through its imports, type imports included',
    (folder) => {
      expect(importLoops(folder)).toEqual([]);
    },
  );

  it('finds a loop that passes through a type import, not one through a dynamic import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-loops-'));
    try {
      writeFileSync(
        join(dir, 'context.ts'),
        "import type { Clock } from './clock-user.ts';\nexport type C = Clock;\n",
      );
      writeFileSync(
        join(dir, 'clock-user.ts'),
        "import type { C } from './context.ts';\nexport type Clock = { c?: C };\n",
      );
      writeFileSync(join(dir, 'names.ts'), "export const load = () => import('./names-ar.ts');\n");
      writeFileSync(
        join(dir, 'names-ar.ts'),
        "import type { load } from './names.ts';\nexport type L = typeof load;\n",
      );
      expect(importLoops(dir)).toEqual([['clock-user.ts', 'context.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
