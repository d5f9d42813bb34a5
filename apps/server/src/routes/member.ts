/** `/api/v1/Member*`: the member's own record and membership card (SPEC §7), and self-service edits. */
import { endpoints, MEMBER_ACTION_TYPES, messages, ROLES } from '@mijas/api/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactDetailsChanges, isMembershipActive, toOwnProfile } from '../db/profiles.ts';
import { memberActions, memberships, users } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';

export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.membershipInfo, async ({ query, user, now }) => {
    const isMember = user.roles.includes(ROLES.member);
    if (isMember && query.memberId !== user.id) {
      throw forbidden(messages.api.membershipInfoForbidden);
    }
    const [row] = await app.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        expiresAt: memberships.expiresAt,
        deactivatedAt: memberships.deactivatedAt,
      })
      .from(users)
      .leftJoin(memberships, eq(memberships.memberId, users.id))
      .where(and(eq(users.id, query.memberId), eq(users.role, ROLES.member)))
      .limit(1);
    if (!row) throw notFound(messages.api.memberNotFound);
    return {
      memberId: row.id,
      username: row.username,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      isActive: isMembershipActive(row, now),
      expiryDate: row.expiresAt?.toISOString() ?? null,
    };
  });

  defineRoute(app, endpoints.memberSelf, async ({ user }) => {
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw notFound(messages.api.memberNotFound);
    return toOwnProfile(row);
  });

  defineRoute(app, endpoints.updateMemberSelf, async ({ body, user, now }) => {
    await app.db.transaction(async (tx) => {
      await tx.update(users).set(contactDetailsChanges(body, now)).where(eq(users.id, user.id));
      await tx.insert(memberActions).values({
        userId: user.id,
        actionType: MEMBER_ACTION_TYPES.update,
        madeById: user.id,
        createdAt: now,
      });
    });
    return { message: messages.api.profileUpdated };
  });
}
