import { catalogueEntries } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { en } from '../en.ts';
import { extraFormats } from './extra-formats.ts';

const english = new Map(catalogueEntries(en).map(({ path, value }) => [path, value]));
const arabic = Object.entries(extraFormats) as [string, unknown][];

describe('the Arabic of the keys added with the formats (ar/extra-formats.ts)', () => {
  it('names English keys, each with its Arabic of the same kind and parameters', () => {
    for (const [path, text] of arabic) {
      const source = english.get(path);
      expect(source, path).toBeDefined();
      expect(typeof text, path).toBe(typeof source);
      if (typeof text === 'function' && typeof source === 'function') {
        expect(text.length, path).toBe(source.length);
        expect(text(7), path).toMatch(/\p{Script=Arabic}/u);
        expect(text(7), path).toContain('7');
      } else {
        expect(String(text).trim(), path).not.toBe('');
        expect(text, path).toMatch(/\p{Script=Arabic}/u);
      }
    }
  });

  it("gives every text of the design system's words (common.ui) its Arabic", () => {
    const ui = catalogueEntries(en.common.ui, ['common', 'ui']).map(({ path }) => path);
    expect(arabic.map(([path]) => path).sort()).toEqual(ui.sort());
  });

  it('keeps the placeholders the design system fills in', () => {
    expect(extraFormats['common.ui.toasts.region']).toContain('{hotkey}');
  });
});
