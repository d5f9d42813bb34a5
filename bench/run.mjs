// `pnpm bench`: runs every benchmark script in bench/ and prints its numbers.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => !only || name.startsWith(only));

let failed = 0;
for (const name of benches) {
  console.log(`\n== ${name} ==`);
  const run = spawnSync(process.execPath, [path.join(dir, name)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
