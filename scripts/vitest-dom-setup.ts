import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no ResizeObserver; Radix (Checkbox, Switch...) measures with it. Nothing here needs real sizes.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom does not scroll: its scrollTo only logs "Not implemented" (the router and the landing scroll to the top on
// navigation). No test here reads a scroll position.
window.scrollTo = () => {};
