import '@testing-library/jest-dom/vitest';
// English for a component rendered without the app's LocaleProvider (the app fetches it as a chunk).
import '../apps/web/src/i18n/english.ts';
import { activateLocale, DEFAULT_LOCALE, setLocaleSource } from '@mijas/api';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The `dom` project's files share one page and module graph (vitest.config.ts): each starts as a fresh page would,
// whatever the file before it left (this runs before each file). No storage, no cookie, no language on the
// document, the messages in English.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('dir');
document.body.innerHTML = '';
setLocaleSource();
activateLocale(DEFAULT_LOCALE);

afterEach(() => {
  cleanup();
});

// `findBy…`/`waitFor` wait for what a page shows next for up to 10 s, not the default 1 s: a page test's next
// screen comes after a machine's actors and React's commits, which a busy 2-core machine can delay past a second
// (a renewal's toast was not found in time in CI), and the first test of a file, which also loads the page's
// code while the whole suite runs beside it, past 5 s (Membership History's first list in a clean-clone run).
// Still an event to wait for, never a fixed sleep; the test's own limit is 15 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver; Radix (Checkbox, Switch...) measures with it. Nothing here needs real sizes.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom does not scroll: its scrollTo only logs "Not implemented" (the router and the landing scroll to the top on
// navigation). No test here reads a scroll position.
window.scrollTo = () => {};
