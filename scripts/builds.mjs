// The builds `pnpm start` and the server's tests need (scripts/start.mjs, apps/server/test/global-setup.ts): each
// made again only when its output is missing or older than its newest source.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const web = {
  name: 'the web app',
  filter: '@mijas/web',
  built: path.join(root, 'apps/web/dist/index.html'),
  sources: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/app.html',
    'apps/web/scripts',
    'apps/web/vite.config.ts',
    'packages/ui/src',
    'packages/machines/src',
    'packages/api/src',
  ],
};
export const server = {
  name: 'the server',
  filter: '@mijas/server',
  // Its last file (scripts/build.mjs writes the database image after the code): a build cut short is built again.
  built: path.join(root, 'apps/server/dist/database-image.tar.gz'),
  /** What runs. */
  main: path.join(root, 'apps/server/dist/main.js'),
  sources: [
    'apps/server/src',
    'apps/server/drizzle',
    'apps/server/scripts',
    'apps/server/package.json',
    'packages/api/src',
    'packages/api/package.json',
  ],
};

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds `target` when its output is missing or older than its newest source (`SKIP_WEB_BUILD=1`: not the SPA). */
export function buildWhenStale(target) {
  const builtAt = existsSync(target.built) ? statSync(target.built).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...target.sources.map((source) => newestMtime(path.join(root, source))),
  );
  if (sourcesAt <= builtAt) return;
  console.log(`Building ${target.name}…`);
  const build = spawnSync('pnpm', ['--filter', target.filter, 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0)
    throw new Error(`The build of ${target.name} failed (exit ${build.status})`);
}
