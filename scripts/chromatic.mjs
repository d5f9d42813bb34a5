// `pnpm chromatic`: publishes Storybook to Chromatic (the project token in CHROMATIC_PROJECT_TOKEN). Without a
// token it fails, so a pipeline that was meant to publish does not go green having published nothing; a pipeline
// that means not to publish says so with CHROMATIC_SKIP=1. `pnpm test` never calls it: it compares the local
// screenshot baselines (the `visual` Vitest project) instead.
import { spawnSync } from 'node:child_process';

const skip = process.env.CHROMATIC_SKIP ?? '';
if (!['', '0', '1'].includes(skip)) {
  console.error(`CHROMATIC_SKIP must be 1 (skip publishing) or 0/empty, not "${skip}".`);
  process.exit(1);
}
if (skip === '1') {
  console.log('CHROMATIC_SKIP=1: Storybook is not published to Chromatic.');
  process.exit(0);
}
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Chromatic needs CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com, Manage → Configure): nothing was published.\n' +
      'Set it and run `pnpm chromatic` again, or set CHROMATIC_SKIP=1 where publishing is not wanted. Offline, `pnpm test` compares the local screenshot baselines instead.',
  );
  process.exit(1);
}
const run = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
