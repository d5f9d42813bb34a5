// `pnpm chromatic`: publishes Storybook to Chromatic when a project token is set.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic needs CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com).\n' +
      'Set it and run `pnpm chromatic` again. Offline, `pnpm test` compares screenshot baselines instead.',
  );
  process.exit(0);
}
const run = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
