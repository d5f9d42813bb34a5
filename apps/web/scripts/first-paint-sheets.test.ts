import { describe, expect, it } from 'vitest';
import { classesIn, firstPaintSheets, selectorsOf } from './first-paint-sheets.mjs';

describe('selectorsOf', () => {
  it('lists the classes a stylesheet names, in every selector of a list and inside at-rules', () => {
    const found = selectorsOf(
      '._a1{color:red}._b2:hover,._c3 ._d4{margin:0}@media (width>40rem){._e5[data-x]{gap:1px}}',
    );
    expect([...found.classes].sort()).toEqual(['_a1', '_b2', '_c3', '_d4', '_e5']);
    expect(found.global).toBe(false);
  });

  it('tells a stylesheet that styles without a class (the theme’s global rules)', () => {
    expect(selectorsOf(':root{--x:1}').global).toBe(true);
    expect(selectorsOf('._a{color:red}body,._b{margin:0}').global).toBe(true);
    expect(selectorsOf('[dir=rtl]{text-align:right}').global).toBe(true);
  });

  it('reads no selector in keyframes, nor a class in a number', () => {
    const found = selectorsOf(
      '@keyframes _k0{0%{opacity:0;transform:translateY(-.75rem)}to{opacity:1}}._t1{animation:_k0 1s}',
    );
    expect([...found.classes]).toEqual(['_t1']);
    expect(found.global).toBe(false);
  });
});

describe('classesIn', () => {
  it('reads the class attributes of the HTML', () => {
    expect([
      ...classesIn('<div class="_a _b"><p class="_c">x.y</p><i data-class="_z"></i></div>'),
    ]).toEqual(['_a', '_b', '_c']);
  });
});

describe('firstPaintSheets', () => {
  const files: Record<string, string> = {
    'theme.css': ':root{--c:red}body{margin:0}',
    'used.css': '._used{color:var(--c)}',
    'toast.css': '._toast{position:fixed}',
    'entry.css': '._never{display:none}',
  };
  const sheetsFor = firstPaintSheets((file: string) => files[file] ?? '');

  it('keeps what the page uses and the global rules, in their order, and leaves the rest to the code', () => {
    expect(
      sheetsFor('<main class="_used"></main>', ['theme.css', 'toast.css', 'used.css'], []),
    ).toEqual(['theme.css', 'used.css']);
  });

  it('keeps the stylesheets the HTML links whether or not the page uses them, once each', () => {
    expect(
      sheetsFor(
        '<main></main>',
        ['entry.css', 'toast.css', 'entry.css', 'used.css'],
        ['entry.css'],
      ),
    ).toEqual(['entry.css']);
  });

  it('gives the same stylesheets whichever chunk the bundler gave an unused one to', () => {
    const body = '<main class="_used"></main>';
    expect(sheetsFor(body, ['theme.css', 'used.css', 'toast.css'], [])).toEqual(
      sheetsFor(body, ['theme.css', 'used.css'], []),
    );
  });
});
