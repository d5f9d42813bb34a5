import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The names documented in .env.example (`NAME=value` lines). */
function documented(): Set<string> {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? ''));
}

/** `env.NAME` and `process.env.NAME` read by the files under `dir` (tests left out). */
function readIn(dir: string, pattern: RegExp): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !pattern.test(entry.name) || /\.test\./.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g)) names.add(match[1] ?? '');
  }
  return names;
}

// Set by the platform, the test runners or Vite itself (import.meta.env), not by whoever runs the app.
const AMBIENT = new Set([
  'CI',
  'VITEST',
  'VITEST_POOL_ID',
  'HOME',
  'PATH',
  'DEV',
  'PROD',
  'MODE',
  'SSR',
]);

describe('.env.example', () => {
  it('documents every variable the server, the scripts and the benches read', () => {
    const names = new Set([
      ...readIn('apps/server/src', /\.ts$/),
      ...readIn('scripts', /\.mjs$/),
      ...readIn('bench', /\.mjs$/),
      ...readIn('apps/web/src', /\.tsx?$/),
    ]);
    const known = documented();
    const missing = [...names].filter((name) => !known.has(name) && !AMBIENT.has(name)).sort();
    expect(missing).toEqual([]);
    // And the check reads something: the server's port at least.
    expect(names.has('PORT')).toBe(true);
  });
});
