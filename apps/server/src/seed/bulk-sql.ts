/**
 * Bulk members at the scale of millions (`bench/api.bench.mjs --members 1000000`): the same members as
 * `seedBulkMembers` (`bulk<i>`, `bulk<i>@bulk.mijas.example.com`, phone `jordanMobile(i)`, each with a membership,
 * one renewal and a create action) written by set-based statements (`INSERT … SELECT generate_series`) instead of
 * batches of rows from JavaScript. The rest of each profile (names, city, address, major, birth date) comes from a
 * pool of `generateProfile` profiles, picked by index. With `rebuildIndexes` the secondary indexes and the foreign
 * keys of the four tables are dropped before the load and made again after it (faster than keeping them up and
 * checking them row by row; the tables stay locked until the load ends, so not while a server uses them), then the
 * tables are analysed. Numbering continues after the highest `bulk<i>`, as with `seedBulkMembers`.
 */
import { MEMBER_ACTION_TYPES, MEMBERSHIP_ACTION_TYPES, ROLES } from '@mijas/api/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { BULK_DOMAIN, BULK_PREFIX, bulkMadeById, nextBulkIndex } from './bulk.ts';
import { createRandom, generateProfile } from './generate.ts';
import { demoNationalities } from './index.ts';

/** Profiles to draw from (a prime, so the index's residues spread the names evenly). */
const POOL_SIZE = 1009;

const TABLES = ['users', 'memberships', 'membership_actions', 'member_actions'];

export interface BulkSqlOptions {
  members: number;
  now?: Date;
  /** Drop the four tables' secondary indexes and foreign keys for the load, make them again after it (default true). */
  rebuildIndexes?: boolean;
  /** Called after each step with its name and its time in ms. */
  onStep?: (step: string, ms: number) => void;
}

export async function seedBulkMembersSql(
  db: Db,
  options: BulkSqlOptions,
): Promise<{ first: number; count: number }> {
  const now = options.now ?? new Date();
  const first = await nextBulkIndex(db);
  const random = createRandom(first + 1);
  const pool = Array.from({ length: POOL_SIZE }, (_, index) =>
    generateProfile(index, random, {
      now,
      nationalities: demoNationalities,
      usernamePrefix: BULK_PREFIX,
      domain: BULK_DOMAIN,
    }),
  );
  const madeById = await bulkMadeById(db);
  const last = first + options.members - 1;
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    options.onStep?.(name, performance.now() - started);
  };

  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    let indexes: string[] = [];
    let foreignKeys: string[] = [];
    if (options.rebuildIndexes ?? true) {
      // Indexes that back no constraint (primary keys stay: the foreign keys need them).
      const result = await tx.execute(sql`
        select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in (${sql.join(
          TABLES.map((table) => sql`${table}`),
          sql`, `,
        )})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
      const rows = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
      indexes = rows.map((row) => row.indexdef);
      // Foreign keys too: checked row by row on insert, and in one join when added back.
      const result2 = await tx.execute(sql`
        select conrelid::regclass::text as "table", conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace
          and conrelid::regclass::text in (${sql.join(
            TABLES.map((table) => sql`${table}`),
            sql`, `,
          )})`);
      const keys = (
        result2 as unknown as { rows: { table: string; conname: string; definition: string }[] }
      ).rows;
      foreignKeys = keys.map(
        (key) => `alter table ${key.table} add constraint "${key.conname}" ${key.definition}`,
      );
      await step('drop indexes', async () => {
        for (const row of rows) await tx.execute(sql.raw(`drop index "${row.indexname}"`));
        for (const key of keys) {
          await tx.execute(sql.raw(`alter table ${key.table} drop constraint "${key.conname}"`));
        }
      });
    }

    // i: the member's number; k: its place in this run (the oldest first, one every ten minutes up to now);
    // h: a hash of i that picks the member's own flags.
    await step('users', () =>
      tx.execute(sql`
        with pool as (
          select * from jsonb_to_recordset(${JSON.stringify(pool)}::jsonb) as p(
            "firstName" text, "lastName" text, gender text, nationality text, country text, city text,
            "addressDetails" text, major text, "dateOfBirth" date)
        ), numbered as (
          select k, ${first}::bigint + k as i, ((${first}::bigint + k) * 2654435761) % 4294967296 as h,
            ${now.toISOString()}::timestamptz - (${options.members}::bigint - k) * interval '10 minutes' as created
          from generate_series(0, ${options.members - 1}::int) as k
        ), pooled as (
          select numbered.*, p.* from numbered
          join (select row_number() over () - 1 as n, pool.* from pool) p on p.n = numbered.k % ${POOL_SIZE}::int
        )
        insert into users (username, email, role, first_name, last_name, gender, date_of_birth, major,
          phone_number, nationality, country, city, address_details, is_active, email_verified, created_at,
          updated_at)
        select ${BULK_PREFIX} || i, ${BULK_PREFIX} || i || '@' || ${BULK_DOMAIN}, ${ROLES.member},
          "firstName", "lastName", gender, "dateOfBirth", major,
          '+962' || (array['77', '78', '79'])[i % 3 + 1] || lpad((i % 10000000)::text, 7, '0'),
          nationality, country, city, "addressDetails", (h / 7) % 100 < 93, true, created,
          created + interval '1 minute'
        from pooled`),
    );

    // The members of this run with their renewal: renewed a minute after joining for 30, 90, 365 or 730 days.
    const added = sql`
      select id, created_at, renewed_at, (array[30, 90, 365, 730])[(i * 2654435761 % 4294967296 / 701) % 4 + 1] as days
      from (
        select id, created_at, updated_at as renewed_at,
          substring(username from ${`^${BULK_PREFIX}(\\d+)$`})::bigint as i
        from users where role = ${ROLES.member} and username like ${`${BULK_PREFIX}%`}
      ) numbered
      where i between ${first}::bigint and ${last}::bigint`;
    await step('memberships', () =>
      tx.execute(sql`
        insert into memberships (member_id, expires_at, created_at, updated_at)
        select id, renewed_at + days * interval '1 day', renewed_at, renewed_at from (${added}) a`),
    );
    await step('membership history', () =>
      tx.execute(sql`
        insert into membership_actions (member_id, action_type, made_by_id, number_of_days, amount,
          new_expires_at, created_at)
        select id, ${MEMBERSHIP_ACTION_TYPES.renewal}, ${madeById}::uuid, days, days / 10.0,
          renewed_at + days * interval '1 day', renewed_at
        from (${added}) a`),
    );
    await step('member history', () =>
      tx.execute(sql`
        insert into member_actions (user_id, action_type, made_by_id, created_at)
        select id, ${MEMBER_ACTION_TYPES.create}, ${madeById}::uuid, created_at from (${added}) a`),
    );

    if (indexes.length || foreignKeys.length) {
      await step('build indexes', async () => {
        for (const definition of [...indexes, ...foreignKeys]) {
          await tx.execute(sql.raw(definition));
        }
      });
    }
  });
  await step('analyze', () => db.execute(sql.raw(`analyze ${TABLES.join(', ')}`)));
  return { first, count: options.members };
}
