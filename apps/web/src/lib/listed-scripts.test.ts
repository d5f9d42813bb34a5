import { afterEach, describe, expect, it } from 'vitest';
import { addListedScripts, LINKS_PER_TASK, markCarriedSheets } from './listed-scripts.ts';

/** A prerendered page's inert list of its code (scripts/prerender.mjs), of `count` scripts. */
function listScripts(count: number) {
  const template = document.createElement('template');
  template.id = 'island-prefetch';
  template.innerHTML = Array.from(
    { length: count },
    (_, index) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${index}.js">`,
  ).join('');
  document.body.append(template);
  return Array.from({ length: count }, (_, index) => `/assets/chunk-${index}.js`);
}

const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('addListedScripts', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('asks for a few of the listed scripts in each task, all of them in their order in the end', async () => {
    const listed = listScripts(LINKS_PER_TASK * 3 + 1);
    const allAsked = addListedScripts();
    expect(added()).toEqual(listed.slice(0, LINKS_PER_TASK));
    // Not in this task's microtasks either: the next few wait for a task of their own.
    await Promise.resolve();
    await Promise.resolve();
    expect(added()).toEqual(listed.slice(0, LINKS_PER_TASK));
    await allAsked;
    expect(added()).toEqual(listed);
    // Each link is added once: the list is used up.
    await addListedScripts();
    expect(added()).toEqual(listed);
  });

  it("adds a panel's listed stylesheets as its scripts, after them, waiting for none", async () => {
    const listed = listScripts(LINKS_PER_TASK + 1);
    const template = document.getElementById('island-prefetch') as HTMLTemplateElement;
    template.content.append(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/a.css' }),
    );
    // No stylesheet loads here: resolved all the same.
    await addListedScripts();
    expect(added()).toEqual(listed);
    expect(
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/assets/a.css']);
    expect(document.head.lastElementChild?.getAttribute('href')).toBe('/assets/a.css');
  });

  it('does nothing on a page that lists no code', async () => {
    await addListedScripts();
    expect(added()).toEqual([]);
  });
});

describe('markCarriedSheets', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it("puts the stylesheets a page carries in its head, disabled, where Vite's loader looks for them", () => {
    const template = document.createElement('template');
    template.id = 'carried-sheets';
    template.innerHTML =
      '<link rel="stylesheet" crossorigin href="/assets/a.css" disabled>' +
      '<link rel="stylesheet" crossorigin href="/assets/b.css" disabled>';
    document.head.append(template);
    markCarriedSheets();
    const links = [...document.head.getElementsByTagName('link')];
    expect(
      links.map((link) => [link.getAttribute('href'), link.rel, link.hasAttribute('disabled')]),
    ).toEqual([
      ['/assets/a.css', 'stylesheet', true],
      ['/assets/b.css', 'stylesheet', true],
    ]);
    expect(template.content.childElementCount).toBe(0);
  });

  it('does nothing on a page that carries none', () => {
    markCarriedSheets();
    expect(document.head.getElementsByTagName('link')).toHaveLength(0);
  });
});
