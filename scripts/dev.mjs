// `pnpm dev`: the API server in watch mode on :3001 and Vite with HMR on :5173, proxying /api and /dev to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Links in mails must open the Vite origin, where the SPA runs in development.
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.WEB_PORT ?? 5173}`,
    },
  }),
  spawn('pnpm', ['--filter', '@mijas/web', 'exec', 'vite'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MIJAS_SERVER_ORIGIN: `http://127.0.0.1:${apiPort}` },
  }),
];

function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
