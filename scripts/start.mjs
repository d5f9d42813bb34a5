// `pnpm start`: builds the SPA and the compiled server when either is missing or older than its sources, then runs
// the compiled server with plain node (SPA + API on one origin, http://localhost:$PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhenStale, server, web } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  if (process.env.SKIP_WEB_BUILD !== '1') buildWhenStale(web);
  buildWhenStale(server);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// No TypeScript loader at run time: the compiled server, as production runs it.
const child = spawn(process.execPath, [server.main], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
