/**
 * `pnpm --filter @mijas/server seed:bulk --members 100000`: adds N bulk members to the database of
 * `DATABASE_URL` (or PGlite in `DATA_DIR`), seeding the root admin and demo data first if it is empty.
 * `--sql` writes them with set-based statements (`seed/bulk-sql.ts`: 1 000 000 in minutes, not hours);
 * `--rebuild-indexes` with it drops the indexes and foreign keys for the load, which locks the tables until it
 * ends: not while a server uses the database.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { seedBulkMembersSql } from './bulk-sql.ts';
import { seedBulkMembers } from './bulk.ts';
import { seedDatabase } from './index.ts';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    sql: { type: 'boolean', default: false },
    'rebuild-indexes': { type: 'boolean', default: false },
  },
});
const members = Number(values.members);
if (!Number.isInteger(members) || members < 1) {
  console.error(`--members must be a positive whole number, got ${values.members}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await seedDatabase(database.db, config);
  const started = Date.now();
  let reported = 0;
  const result = values.sql
    ? await seedBulkMembersSql(database.db, {
        members,
        rebuildIndexes: values['rebuild-indexes'],
        onStep: (step, ms) => console.log(`  ${step.padEnd(20)} ${(ms / 1000).toFixed(1)} s`),
      })
    : await seedBulkMembers(database.db, {
        members,
        onProgress: (done, total) => {
          if (done === total || done - reported >= 10_000) {
            reported = done;
            console.log(`  ${done} / ${total}`);
          }
        },
      });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(
    `Added members bulk${result.first}…bulk${result.first + result.count - 1} to ${where} in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
