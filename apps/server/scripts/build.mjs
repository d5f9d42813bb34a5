// `pnpm --filter @mijas/server build`: compiles the server for production into `dist/main.js`, which plain
// `node` runs (no TypeScript loader), the import's worker thread into `dist/import-worker.js` (the pool,
// `src/import/reader.ts`, finds it beside `main.js`), and a migrated, empty embedded database into
// `dist/database-image.tar.gz`. Our TypeScript and the workspace's `@mijas/api` source are bundled; the npm
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

// A migrated, empty database for a new embedded one to start from (`DATABASE_IMAGE`, src/db/database.ts): initdb
// and the migrations, run once here instead of at every first start and every in-memory database.
const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const client = new PGlite('memory://', { extensions: { pg_trgm } });
try {
  await migrate(drizzle(client), { migrationsFolder: path.join(serverDir, 'drizzle') });
  const image = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  const target = path.join(outdir, 'database-image.tar.gz');
  writeFileSync(`${target}.${process.pid}.partial`, image);
  renameSync(`${target}.${process.pid}.partial`, target);
} finally {
  await client.close();
}

console.log(
  `Built the server into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`,
);
