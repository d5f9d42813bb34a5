import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The relative targets of README's Markdown links, without their `#anchor`. */
function linkedFiles(text: string): string[] {
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target));
}

describe('README', () => {
  it('is a two-minute read: at most 150 lines, the two commands first', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    const commands = [...readme.matchAll(/^ {4}(\S.*)$/gm)].map((match) => match[1]);
    expect(commands.slice(0, 2)).toEqual([
      'npm install -g pnpm@12.21.0 && pnpm install && pnpm start',
      'pnpm test',
    ]);
  });

  it('links every page of docs/, and each link it gives leads to a file', () => {
    const linked = linkedFiles(readme);
    expect(linked.filter((target) => !existsSync(path.join(root, target)))).toEqual([]);
    const docs = readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((name) => !linked.includes(`docs/${name}`))).toEqual([]);
  });
});
