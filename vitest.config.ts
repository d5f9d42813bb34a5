import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import type { Page } from 'playwright';
import type { StoryReach } from './packages/flows/src/catalogue/reach.ts';
import { recordStoryStates as writeStoryStates } from './packages/flows/src/catalogue/story-states-file.ts';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Fresh options per project: Vitest names each browser instance in place, so nothing may be shared. The page
 * asks for reduced motion, which the design system honours (1 ms animations): a test sees each overlay in its
 * final state instead of racing its entrance on a busy machine.
 */
function browser(
  viewport: { width: number; height: number },
  /** The window around the test's frame: Vitest scales a frame larger than it down (a screenshot too). */
  window?: { width: number; height: number },
) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: chromiumLaunchOptions,
      contextOptions: { reducedMotion: 'reduce', ...(window ? { viewport: window } : {}) },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport,
  };
}

/**
 * The visual baselines' window focus (issue 30). A focused element draws its ring only while its page has the
 * focus, and whether it has differs between machines and with pages in parallel (only the page in front has it).
 * Playwright makes every page act focused (focus emulation); `loseWindowFocus` turns that off for the test's page
 * and puts another page in front of it, as a machine whose window is elsewhere would; `regainWindowFocus` undoes
 * both.
 */
const pagesInFront = new WeakMap<Page, Page>();
async function emulateFocus(page: Page, enabled: boolean) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setFocusEmulationEnabled', { enabled });
  await session.detach();
}
const loseWindowFocus: BrowserCommand<[]> = async ({ page }) => {
  await emulateFocus(page, false);
  const other = await page.context().newPage();
  pagesInFront.set(page, other);
  await other.bringToFront();
};
const regainWindowFocus: BrowserCommand<[]> = async ({ page }) => {
  await pagesInFront.get(page)?.close();
  pagesInFront.delete(page);
  await page.bringToFront();
  await emulateFocus(page, true);
};

/** What a story file's stories reached, kept for the catalogue (`Machines/…`; .storybook/record-story-states.ts). */
const recordStoryStates: BrowserCommand<[StoryReach[]]> = ({ testPath }, stories) =>
  testPath ? writeStoryStates(testPath, stories) : false;

/** Pre-bundled up front so Vite does not reload the browser mid-run on a cold cache (the storybook projects). */
const storybookDeps = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@storybook/addon-a11y/preview',
  '@storybook/addon-docs/blocks',
  '@storybook/react-vite',
  '@mijas/ui > radix-ui',
  '@mijas/api > zod/mini',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'storybook/test',
];

/** What both jsdom projects run with. */
const domTest = {
  environment: 'jsdom' as const,
  // A page test types and clicks through a whole flow: on a loaded 2-core machine that can pass 5 s.
  testTimeout: 15_000,
  setupFiles: ['./scripts/vitest-dom-setup.ts'],
};

/** React components and pages in jsdom with Testing Library. */
const domFiles = [
  'packages/ui/src/**/*.test.{ts,tsx}',
  'apps/web/src/**/*.test.{ts,tsx}',
  // The story harness and the scripted API.
  'packages/flows/src/{harness,journeys}/**/*.test.{ts,tsx}',
  // The flow player's side in Storybook's preview, and its panel.
  'packages/flows/src/storybook/**/*.test.tsx',
  'packages/flows/src/player/**/*.test.tsx',
];

/** The jsdom files run each in a fresh module graph (`dom-isolated`). */
const domIsolatedFiles = [
  'packages/ui/src/Dialog/Dialog.load-failed.test.tsx',
  'packages/ui/src/lazy/lazy.test.tsx',
  'packages/ui/src/Select/Select.pressed-while-loading.test.tsx',
  'packages/ui/src/lazy/clicked-before-code.test.tsx',
  'apps/web/src/hydrate-*.test.tsx',
  'apps/web/src/start-landing.test.tsx',
  'apps/web/src/lib/format.test.ts',
  'apps/web/src/lib/first-intl.test.ts',
  'apps/web/src/lib/prefetch-panel.test.ts',
  // Order-dependent in a shared page (another file left something a renewed row or the remembered sub-page reads:
  // found with shuffled files, not yet pinned down).
  'apps/web/src/features/admin/view-members/view-members.test.tsx',
  'apps/web/src/features/admin/membership-history/membership-history-page.test.tsx',
  'apps/web/src/app/routes/admin/admin.test.tsx',
];

export default defineConfig({
  test: {
    projects: [
      {
        // Logic with no DOM: the contract, the client, the machines, the repository's scripts and config.
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/api/src/**/*.test.ts',
            'packages/machines/src/**/*.test.ts',
            // The flow player's runtime and calls.
            'packages/flows/src/player/**/*.test.ts',
            // The catalogue of the machines (Storybook's Machines/…), server-rendered.
            'packages/flows/src/catalogue/**/*.test.{ts,tsx}',
            // The Flows panel's place among the manager's tabs.
            'packages/flows/src/storybook/**/*.test.ts',
            '.storybook/**/*.test.ts',
            'scripts/**/*.test.ts',
            // The web build's scripts (which stylesheets a prerendered page inlines).
            'apps/web/scripts/**/*.test.ts',
            // The route bench's budget checker (bench/routes.mjs).
            'bench/**/*.test.ts',
          ],
          // No module state to leak from file to file (it passes with its files shuffled): one module graph per
          // worker instead of one per file, 24 s to 9 s here. The DOM and server projects stay isolated.
          isolate: false,
        },
      },
      {
        // The API server through HTTP on a real database (PGlite in-process; PostgreSQL 15 started by
        // the global setup on a free port with a throwaway data directory).
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['./apps/server/test/global-setup.ts'],
          // Its files mostly wait (on PostgreSQL, on server processes they start, on the SMTP sink): four at a time
          // on two cores, in a group of their own after the others (a group runs with its own worker count).
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
          // One module graph per worker, as `unit`: each file builds its own app and database, and the metrics
          // replace any registered before them, so no state passes from file to file (all pass with the files
          // shuffled). Each file importing the server anew cost 127 s of CPU of the group's 452 (4 min → 3).
          isolate: false,
        },
      },
      {
        // The API client and the session machine against the real server (in-process, PGlite, free port).
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // A real server on a busy 2-core machine: 20 concurrent calls and a refresh took 5.1 s once.
          testTimeout: 15_000,
        },
      },
      {
        // React components and pages in jsdom with Testing Library.
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'dom',
          ...domTest,
          include: domFiles,
          exclude: [...configDefaults.exclude, ...domIsolatedFiles],
          // One page and module graph per worker instead of a fresh jsdom importing React, Radix and the app for
          // each file: the dom group's CPU from 167 s to 60 s here. Its setup file starts each file as a fresh page
          // (storage, cookies, document, language), and the files pass shuffled.
          isolate: false,
        },
      },
      {
        // The files that need a module graph of their own: modules mocked (`vi.mock`), or module state that only
        // a fresh import resets (the prerendered pages' hydration).
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'dom-isolated',
          ...domTest,
          include: domIsolatedFiles,
        },
      },
      {
        // Every story is a test in real Chromium, with axe (see .storybook/preview.tsx).
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps: { include: [...storybookDeps] },
        test: {
          name: 'storybook',
          browser: { ...browser({ width: 1280, height: 800 }), commands: { recordStoryStates } },
          // The plays' 5 s wait; what each story's machines reached, for the catalogue (`Machines/…`).
          setupFiles: ['./.storybook/story-waits.ts', './.storybook/record-story-states.ts'],
          // One page and one module graph for all the story files instead of a fresh page importing React, Radix,
          // Storybook and the app anew for each of the 67 (each story renders into a fresh canvas; the preview
          // resets a story's globals). It passes with its files shuffled.
          isolate: false,
        },
      },
      {
        // The stories tagged `arabic` again in Arabic (docs/storybook-and-flows.md "Stories in Arabic"): the auth and
        // public pages, the panel layout and the design system's stories whose copy is localised. Only these: the
        // whole set again would double the storybook project's time (`pnpm test` must stay well under 15 min).
        plugins: [
          storybookTest({
            configDir: path.join(root, '.storybook'),
            tags: { include: ['arabic'] },
            initialGlobals: { locale: 'ar' },
          }),
        ],
        optimizeDeps: { include: [...storybookDeps] },
        test: {
          name: 'storybook-ar',
          browser: browser({ width: 1280, height: 800 }),
          // The story files with no story tagged `arabic` (the flow player's stories script QA in English; the
          // catalogue's one test renders every Machines page): left out rather than listed as skipped files.
          exclude: [
            ...configDefaults.exclude,
            'apps/web/src/app/routes/auth/flow-player.stories.tsx',
            'packages/flows/src/catalogue/machines.stories.tsx',
          ],
          // The plays' 5 s wait, as in English (the states are recorded by the English run only).
          setupFiles: ['./.storybook/story-waits.ts'],
          isolate: false,
        },
      },
      {
        // Screenshot baselines of the design system's stories that opt in (packages/ui/src/stories.visual.tsx, on
        // the design system's own preview), and of the page stories that opt in at two widths
        // (apps/web/src/visual/*.visual.tsx on the app's preview, @mijas/flows/page-snapshots), compared in Chromium;
        // `pnpm test:visual:update` rewrites them.
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: {
          // Everything the stories import, bundled before the run: a dependency found mid-run makes Vite
          // reload the page and fail the test that was running.
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@storybook/react-vite',
            '@mijas/ui > radix-ui',
            '@mijas/api > zod/mini',
            'react',
            'react/jsx-dev-runtime',
            'react-dom/client',
            'storybook/test',
          ],
        },
        test: {
          name: 'visual',
          include: ['packages/ui/src/**/*.visual.tsx', 'apps/web/src/**/*.visual.tsx'],
          setupFiles: ['./packages/ui/src/visual.setup.ts'],
          // A story's play and its capture: on two cores with the whole suite beside it, each capture takes
          // seconds (below).
          testTimeout: 30_000,
          // One file at a time: the files' pages share one browser, and a capture "without the window focus"
          // (stories.visual.tsx) brings a page of its own to the front, then its page back. A page of another file
          // left behind it renders as a tab in the background, and its toast captures never matched in the whole
          // suite (Update Member's and Edit Admin Information's SaveFailed, View Admins' DeactivateAfterConfirming:
          // two clean-clone runs in a row, each time other ones), while each file alone passed.
          fileParallelism: false,
          browser: {
            // The window holds the page snapshots' largest viewport (1280 × 800, 390 × 844) at scale 1.
            ...browser({ width: 1024, height: 800 }, { width: 1280, height: 844 }),
            commands: { loseWindowFocus, regainWindowFocus },
            expect: {
              toMatchScreenshot: {
                // Until two captures in a row agree. With the whole suite on two cores each capture took seconds,
                // and Edit Admin Information's SaveFailed, the same as its baseline at the end, got no two equal
                // ones within the default 5 s ('could not capture a stable screenshot'). A bound, not a sleep.
                timeout: 15_000,
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
});
