import '@testing-library/jest-dom/vitest';
// English for a component rendered without the app's LocaleProvider (the app fetches it as a chunk).
import '../apps/web/src/i18n/english.ts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// `findBy…`/`waitFor` wait for what a page shows next for up to 5 s, not the default 1 s: a page test's next
// screen comes after a machine's actors and React's commits, which a busy 2-core machine can delay past a second
// (a renewal's toast was not found in time in CI). Still an event to wait for, never a fixed sleep.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no ResizeObserver; Radix (Checkbox, Switch...) measures with it. Nothing here needs real sizes.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom does not scroll: its scrollTo only logs "Not implemented" (the router and the landing scroll to the top on
// navigation). No test here reads a scroll position.
window.scrollTo = () => {};
