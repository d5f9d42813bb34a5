import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, expect, vi } from 'vitest';

/**
 * A page rendered to HTML as the build does it, put into the document, for the tests of its hydration. Call in
 * a `describe`: `page.show(html)` puts the HTML in, `page.root` takes the root that hydrates it; both are gone
 * after each test.
 */
export function prerenderedPage() {
  const page = {
    container: document.createElement('div'),
    root: undefined as Root | undefined,
    show(html: string): HTMLElement {
      page.container = document.createElement('div');
      page.container.innerHTML = html;
      document.body.append(page.container);
      return page.container;
    },
  };
  afterEach(() => {
    act(() => page.root?.unmount());
    page.root = undefined;
    page.container.remove();
  });
  return page;
}

/**
 * Watches for hydration trouble: React's errors on the console and errors reported to the window. `check()`
 * expects none but the development build's warning that the server renderer (the prerender) and the browser's
 * both rendered the same contexts, true only in a test where both run in one page.
 */
export function watchHydrationErrors() {
  const errors = vi.spyOn(console, 'error');
  const reported = vi.fn();
  window.addEventListener('error', reported);
  return {
    check() {
      const otherErrors = errors.mock.calls.filter(
        ([message]) => !String(message).startsWith('Detected multiple renderers concurrently'),
      );
      expect(otherErrors).toEqual([]);
      expect(reported).not.toHaveBeenCalled();
      window.removeEventListener('error', reported);
      errors.mockRestore();
    },
  };
}
