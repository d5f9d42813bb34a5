import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** React's development warning when the server renderer and the browser's render the same contexts. */
const twoRenderers = 'Detected multiple renderers concurrently';

/**
 * A page rendered to HTML as the build does it, put into the document, for the tests of its hydration. Call in
 * a `describe`: `page.show(html)` puts the HTML in, `page.root` takes the root that hydrates it; both are gone
 * after each test.
 *
 * The server renderer (the prerender) and the browser's run in one page here, never in a browser: React's
 * development build warns of it on the console at each hydration. That one warning is neither printed nor
 * counted; every other console error is printed and counted for `page.expectCleanHydration()`.
 */
export function prerenderedPage() {
  const page = {
    container: document.createElement('div'),
    root: undefined as Root | undefined,
    consoleErrors: [] as unknown[][],
    windowErrors: [] as ErrorEvent[],
    show(html: string): HTMLElement {
      page.container = document.createElement('div');
      page.container.innerHTML = html;
      document.body.append(page.container);
      return page.container;
    },
    /** No error on the console (but the two-renderers warning) nor reported to the window in this test. */
    expectCleanHydration() {
      expect(page.consoleErrors).toEqual([]);
      expect(page.windowErrors).toEqual([]);
    },
  };
  const reported = (event: ErrorEvent) => page.windowErrors.push(event);
  beforeEach(() => {
    page.consoleErrors = [];
    page.windowErrors = [];
    const print = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).startsWith(twoRenderers)) return;
      page.consoleErrors.push(args);
      print(...args);
    });
    window.addEventListener('error', reported);
  });
  afterEach(() => {
    act(() => page.root?.unmount());
    page.root = undefined;
    page.container.remove();
    window.removeEventListener('error', reported);
    vi.mocked(console.error).mockRestore();
  });
  return page;
}
