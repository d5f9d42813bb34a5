import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSession } from '../testing/page-harness.tsx';

const real = Intl.NumberFormat;

/** The locales of the number formats made from now on. */
function watchNumberFormats() {
  const made: unknown[] = [];
  Intl.NumberFormat = new Proxy(real, {
    construct: (target, args: unknown[]) => {
      made.push(args[0]);
      return Reflect.construct(target, args) as object;
    },
  });
  return made;
}

/** `startIntlWhenSignedIn` and the contract's `formatNumber` as a page's first load has them: nothing made yet. */
async function freshModules() {
  vi.resetModules();
  const { startIntlWhenSignedIn } = await import('./first-intl.ts');
  const { formatNumber } = await import('@mijas/api');
  return { startIntlWhenSignedIn, formatNumber };
}

afterEach(() => {
  Intl.NumberFormat = real;
  vi.useRealTimers();
  document.documentElement.lang = 'en';
});

describe("a signed-in page's first Intl object, made before its data comes", () => {
  it("is made in a task of its own, in the document's language, and is the one the page's counts use", async () => {
    const { startIntlWhenSignedIn, formatNumber } = await freshModules();
    const { session } = createTestSession('member');
    const made = watchNumberFormats();
    vi.useFakeTimers();
    document.documentElement.lang = 'ar';
    startIntlWhenSignedIn(session);
    // Not in the task that starts the session (the app's start).
    expect(made).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(made).toEqual(['ar-JO-u-nu-latn']);
    expect(formatNumber('ar', 9876)).toBe('9,876');
    expect(made).toHaveLength(1);
  });

  it('is not made while nobody is signed in (the sign-in page, the landing)', async () => {
    const { startIntlWhenSignedIn } = await freshModules();
    const { session } = createTestSession('anonymous');
    const made = watchNumberFormats();
    vi.useFakeTimers();
    startIntlWhenSignedIn(session);
    vi.runAllTimers();
    expect(made).toEqual([]);
  });
});
