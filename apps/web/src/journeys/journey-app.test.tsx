import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createMemoryAppRouter } from '../app/router.tsx';
import { englishCatalogue } from '../i18n/english.ts';
import { SERVICE_WORKER_PATH } from '../service-worker/offline-page.ts';
import { createTestSession } from '../testing/page-harness.tsx';
import { JourneyApp } from './journey.tsx';

/** A browser with service workers whose registrations are recorded (jsdom has none). */
const register = vi.fn(() => new Promise<never>(() => {}));
beforeEach(() => {
  // The built app and the built Storybook: the dev server never registers the worker.
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, controller: null, addEventListener() {}, removeEventListener() {} },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  register.mockClear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const signedInAt = (url: string) => ({
  appSession: createTestSession('member'),
  router: createMemoryAppRouter(url),
});
const settled = { timeout: 15_000 };

describe('the service worker in journeys', { timeout: 30_000 }, () => {
  it('the app registers it once a user is signed in', async () => {
    render(
      <App {...signedInAt('/member')} language={{ locale: 'en', catalogue: englishCatalogue }} />,
    );
    await waitFor(() => expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH), settled);
  });

  it('a journey (the app in Storybook) never asks for /sw.js', async () => {
    render(<JourneyApp {...signedInAt('/member')} />);
    await screen.findByRole('heading', { level: 1 }, settled);
    // Where the app registers it: once the update prompt's module has come and rendered.
    await act(() => import('../app/update-prompt.tsx'));
    expect(register).not.toHaveBeenCalled();
  });
});
