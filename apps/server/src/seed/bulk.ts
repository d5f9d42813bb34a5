/**
 * Bulk members for scale tests: `pnpm --filter @mijas/server seed:bulk --members 100000` adds N members
 * (`bulk<i>`, `bulk<i>@bulk.mijas.example.com`, phone from `jordanMobile(i)`) to the database of `DATABASE_URL`
 * or `DATA_DIR`, each with a membership, one renewal and a create action. Bulk members have no password.
 * Running it again adds the next N (numbering continues).
 */
import { MEMBER_ACTION_TYPES, MEMBERSHIP_ACTION_TYPES, ROLES } from '@mijas/api/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { memberActions, membershipActions, memberships, users } from '../db/schema.ts';
import { extendExpiry } from '../membership/rules.ts';
import { createRandom, generateProfile } from './generate.ts';
import { demoNationalities } from './index.ts';

export const BULK_PREFIX = 'bulk';
export const BULK_DOMAIN = 'bulk.mijas.example.com';

const MINUTE_MS = 60_000;

export interface BulkOptions {
  members: number;
  /** Rows per INSERT (default 1000). */
  batchSize?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

/** The index the next bulk member gets: one past the highest `bulk<i>` already there. */
export async function nextBulkIndex(db: Db): Promise<number> {
  const [row] = await db
    .select({
      max: sql<
        number | null
      >`max(substring(${users.username} from ${`^${BULK_PREFIX}(\\d+)$`})::int)`,
    })
    .from(users)
    .where(and(eq(users.role, ROLES.member), like(users.username, `${BULK_PREFIX}%`)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Who the bulk history says acted: the first admin, or nobody. */
export async function bulkMadeById(db: Db): Promise<string | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, ROLES.admin))
    .limit(1);
  return admin?.id ?? null;
}

export async function seedBulkMembers(
  db: Db,
  options: BulkOptions,
): Promise<{ first: number; count: number }> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1000;
  const first = await nextBulkIndex(db);
  const random = createRandom(first + 1);
  const madeById = await bulkMadeById(db);

  for (let start = 0; start < options.members; start += batchSize) {
    const size = Math.min(batchSize, options.members - start);
    const rows = Array.from({ length: size }, (_, offset) => {
      const index = first + start + offset;
      const profile = generateProfile(index, random, {
        now,
        nationalities: demoNationalities,
        usernamePrefix: BULK_PREFIX,
        domain: BULK_DOMAIN,
      });
      // Spread over the past: one member every ten minutes, the newest last.
      const createdAt = new Date(
        now.getTime() - (options.members - start - offset) * 10 * MINUTE_MS,
      );
      const renewedAt = new Date(createdAt.getTime() + MINUTE_MS);
      const days = random.pick([30, 90, 365, 730] as const);
      return {
        profile,
        createdAt,
        renewedAt,
        days,
        expiresAt: extendExpiry(null, renewedAt, days),
        isActive: random.chance(0.93),
      };
    });

    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(
          rows.map((row) => ({
            ...row.profile,
            role: ROLES.member,
            emailVerified: true,
            isActive: row.isActive,
            createdAt: row.createdAt,
            updatedAt: row.renewedAt,
          })),
        )
        .returning({ id: users.id, username: users.username });
      // RETURNING order is not promised: pair ids with rows by username.
      const idOf = new Map(inserted.map((row) => [row.username, row.id]));
      const ids = rows.map((row) => idOf.get(row.profile.username));
      await tx.insert(memberships).values(
        rows.map((row, i) => ({
          memberId: ids[i] as string,
          expiresAt: row.expiresAt,
          createdAt: row.renewedAt,
          updatedAt: row.renewedAt,
        })),
      );
      await tx.insert(membershipActions).values(
        rows.map((row, i) => ({
          memberId: ids[i] as string,
          actionType: MEMBERSHIP_ACTION_TYPES.renewal,
          madeById,
          numberOfDays: row.days,
          amount: (row.days / 10).toFixed(2),
          newExpiresAt: row.expiresAt,
          createdAt: row.renewedAt,
        })),
      );
      await tx.insert(memberActions).values(
        rows.map((row, i) => ({
          userId: ids[i] as string,
          actionType: MEMBER_ACTION_TYPES.create,
          madeById,
          createdAt: row.createdAt,
        })),
      );
    });
    options.onProgress?.(start + size, options.members);
  }
  return { first, count: options.members };
}
