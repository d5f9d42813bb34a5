// `pnpm start`: builds the SPA and the compiled server when either is missing or older than its sources, then runs
// the compiled server with plain node (SPA + API on one origin, http://localhost:$PORT, default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = {
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
const server = {
  name: 'the server',
  filter: '@mijas/server',
  built: path.join(root, 'apps/server/dist/main.js'),
  sources: [
    'apps/server/src',
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
function buildWhenStale(target) {
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
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.env.SKIP_WEB_BUILD !== '1') buildWhenStale(web);
buildWhenStale(server);

// No TypeScript loader at run time: the compiled server, as production runs it.
const child = spawn(process.execPath, [server.built], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
