// Builds the web app and prints the size of what the first page load fetches (raw, gzip, brotli).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

const build = spawnSync('pnpm', ['--filter', '@mijas/web', 'build'], {
  cwd: root,
  stdio: 'ignore',
});
if (build.status !== 0) throw new Error('vite build failed');

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

console.log('first load      kind     raw kB  gzip kB  brotli kB');
const totals = { js: [0, 0, 0], css: [0, 0, 0] };
for (const file of firstLoad) {
  const content = readFileSync(path.join(dist, file));
  const kind = file.endsWith('.css') ? 'css' : 'js';
  const sizes = [
    content.length,
    gzipSync(content, { level: 9 }).length,
    brotliCompressSync(content).length,
  ];
  sizes.forEach((size, i) => (totals[kind][i] += size));
  console.log(`${path.basename(file).padEnd(28)} ${kind.padEnd(4)} ${sizes.map(kb).join(' ')}`);
}
for (const kind of ['js', 'css']) {
  console.log(`total ${kind.padEnd(22)} ${kind.padEnd(4)} ${totals[kind].map(kb).join(' ')}`);
}
const chunks = readdirSync(path.join(dist, 'assets')).length;
console.log(`assets in dist: ${chunks}`);
