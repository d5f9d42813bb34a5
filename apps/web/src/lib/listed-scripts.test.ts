import { afterEach, describe, expect, it, vi } from 'vitest';
import { addListedScripts, LINKS_PER_TASK } from './listed-scripts.ts';

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
    vi.useRealTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('asks for a few of the listed scripts in each task, all of them in their order in the end', () => {
    vi.useFakeTimers();
    const listed = listScripts(LINKS_PER_TASK * 3 + 1);
    addListedScripts();
    expect(added()).toEqual(listed.slice(0, LINKS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(listed.slice(0, LINKS_PER_TASK * 2));
    vi.runAllTimers();
    expect(added()).toEqual(listed);
    // Each link is added once: the list is used up.
    addListedScripts();
    vi.runAllTimers();
    expect(added()).toEqual(listed);
  });

  it('does nothing on a page that lists no code', () => {
    addListedScripts();
    expect(added()).toEqual([]);
  });
});
