import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// Chosen once in the main process; workers inherit them through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, ['scripts/free-port.mjs'], {
  encoding: 'utf8',
}).trim();
// The built Storybook (`pnpm build-storybook`), served for the flow player's Copy link test.
process.env.E2E_STORYBOOK_PORT ??= execFileSync(process.execPath, ['scripts/free-port.mjs'], {
  encoding: 'utf8',
}).trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'mijas-e2e-'));
// A second server of its own for the club-wide staff passkeys rule (tests/e2e/staff-passkeys.spec.ts): the rule on
// in the shared server would stop the password sign-in of every admin in the other workers' tests.
process.env.E2E_STAFF_PORT ??= execFileSync(process.execPath, ['scripts/free-port.mjs'], {
  encoding: 'utf8',
}).trim();
process.env.E2E_STAFF_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'mijas-e2e-staff-'));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  // Journeys and flows of a dozen pages, and the app's redirects after 2-3 s (SPEC), on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './tests/global-teardown.ts',
  // The browser's CPU is the suite's bottleneck on 2 cores: no animations (the design system honours reduced
  // motion), and no trace recording (`--trace on` when debugging); a screenshot of each failure. No service
  // worker (it would copy the whole build into each test's cache): tests/e2e/offline.spec.ts allows it for itself.
  use: {
    baseURL,
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      // Feature specs (tests/e2e), the journeys per role (tests/journeys), the accessibility checks (tests/a11y).
      name: 'chromium',
      testMatch: '**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      // After them: the journeys made every call of the API and showed every route.
      name: 'coverage',
      testMatch: 'journeys/coverage.check.ts',
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Every test logs in from 127.0.0.1: the per-IP limits (tested in the server's own tests) would refuse
        // a whole suite's worth of logins in a minute, and of landing forms in an hour (10 by default: the suite's
        // files that send the form use 8 of them, so one more test, or a retry by hand, gets "Too many requests").
        RATE_LIMIT_LOGIN: '10000',
        RATE_LIMIT_FORMS: '10000',
        RATE_LIMIT_RECOVERY: '10000',
        RATE_LIMIT_CARD_CHECKS: '10000',
      },
    },
    {
      // The staff passkeys rule's server (tests/e2e/staff-passkeys.spec.ts): its own port and throwaway database.
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${process.env.E2E_STAFF_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(process.env.E2E_STAFF_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_STAFF_DATA_DIR,
        LOG_LEVEL: 'warn',
      },
    },
    {
      // Storybook as built by `pnpm build-storybook` (tests/e2e/copy-link.spec.ts): static files, no dev server.
      command: `pnpm exec vite preview --outDir storybook-static --host 127.0.0.1 --port ${process.env.E2E_STORYBOOK_PORT} --strictPort`,
      url: `http://127.0.0.1:${process.env.E2E_STORYBOOK_PORT}/index.json`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
