// `pnpm --filter @mijas/server build`: compiles the server for production into `dist/main.js`, which plain
// `node` runs (no TypeScript loader), and the import's worker thread into `dist/import-worker.js` (the pool,
// `src/import/reader.ts`, finds it beside `main.js`). Our TypeScript and the workspace's `@mijas/api` source are bundled; the npm
// packages the server depends on stay external (node_modules, native builds such as argon2 and PGlite's wasm).
// Files read from disk at run time are found from `dist/` as from `src/`: both sit one level below apps/server
// (`drizzle/` migrations, the repository's `apps/web/dist`).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
// Workspace packages ship TypeScript source: bundled. Everything else is resolved from node_modules at run time.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@mijas/'));

const outdir = path.join(serverDir, 'dist');
const started = Date.now();
const { outputFiles } = await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'import-worker': path.join(serverDir, 'src/import/read-task.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'warning',
  write: false,
});
// Each file replaced in one step: a server (or a test) running the previous build meanwhile is not disturbed.
mkdirSync(outdir, { recursive: true });
for (const file of outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
console.log(
  `Built the server into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`,
);
