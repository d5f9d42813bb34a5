/**
 * `/api/v1/Admin/*` (SPEC §7, plus `PUT /Admin/members/{id}`): the admin's own info, member management,
 * renewals and the two histories. Admins and root admins may call them (see src/README.md "Roles").
 */
import {
  endpoints,
  ERROR_CODES,
  MEMBER_ACTION_TYPES,
  MEMBERSHIP_ACTION_TYPES,
  messages,
  normalizePhoneNumber,
  renewedExpiry,
  REQUIRED_ACTIONS,
  ROLES,
} from '@mijas/api/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { retireActionTokens } from '../auth/action-tokens.ts';
import type { Tx } from '../db/database.ts';
import { contactDetailsChanges, isMembershipActive, toOwnProfile } from '../db/profiles.ts';
import { membershipActions, memberships, users } from '../db/schema.ts';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { queueAddressCheckMail, queueEmailChangedNotice } from '../mail/queue.ts';
import {
  createAccount,
  duplicateErrors,
  endAccess,
  lockUser,
  mapDuplicates,
  recordMemberAction,
  setAccountActive,
} from './admin-accounts.ts';
import {
  findUser,
  listMemberActions,
  listMembers,
  listMembershipActions,
  suggestMembers,
  toMemberItem,
} from './admin-queries.ts';

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  /** Locks a member's row (`lockUser`), then reads their membership: how every change to a membership starts. */
  async function lockMembership(tx: Tx, memberId: string) {
    const { at } = await lockUser(
      tx,
      memberId,
      ROLES.member,
      messages.api.memberNotFound,
      app.clock,
    );
    const [membership] = await tx
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, memberId));
    return { at, membership };
  }

  defineRoute(app, endpoints.adminInfo, async ({ user }) => {
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw notFound(messages.api.userNotFound);
    return toOwnProfile(row);
  });

  defineRoute(app, endpoints.updateAdminInfo, async ({ user, body, now }) => {
    await app.db.update(users).set(contactDetailsChanges(body, now)).where(eq(users.id, user.id));
    return { message: messages.api.profileUpdated };
  });

  defineRoute(app, endpoints.listMembers, async ({ query, now }) =>
    listMembers(app.db, query, now),
  );

  defineRoute(app, endpoints.memberDetails, async ({ params, now }) => {
    const found = await findUser(app.db, params.id, ROLES.member);
    if (!found) throw notFound(messages.api.memberNotFound);
    return toMemberItem(found.user, found.membership, now);
  });

  defineRoute(app, endpoints.createMember, async ({ user, body, now }) => {
    const id = await createAccount(app, {
      role: ROLES.member,
      input: body,
      madeById: user.id,
      mailKind: 'member',
      now,
    });
    return { id, message: messages.addMember.success };
  });

  defineRoute(app, endpoints.updateMember, async ({ user, params, body, now }) => {
    const { isActive, ...fields } = body;
    const changes = {
      ...fields,
      ...(fields.phoneNumber ? { phoneNumber: normalizePhoneNumber(fields.phoneNumber) } : {}),
    };
    const mailed = await mapDuplicates(() =>
      app.db.transaction(async (tx) => {
        const { user: member, at } = await lockUser(
          tx,
          params.id,
          ROLES.member,
          messages.api.memberNotFound,
          app.clock,
        );
        const changed = Object.fromEntries(
          Object.entries(changes).filter(
            ([key, value]) => value !== undefined && member[key as keyof typeof member] !== value,
          ),
        ) as typeof changes;
        const { email } = changed;
        const duplicates = await duplicateErrors(tx, { email }, member.id);
        if (duplicates.length > 0) throw new ApiError(409, duplicates);
        const activeChanged = isActive !== undefined && isActive !== member.isActive;
        if (Object.keys(changed).length === 0 && !activeChanged) return false;
        const requiredActions =
          email !== undefined
            ? [...new Set([...member.requiredActions, REQUIRED_ACTIONS.verifyEmail])]
            : member.requiredActions;
        await tx
          .update(users)
          .set({
            ...changed,
            ...(activeChanged ? { isActive } : {}),
            // A new address is unverified until its owner confirms it.
            ...(email !== undefined ? { emailVerified: false, requiredActions } : {}),
            updatedAt: at,
          })
          .where(eq(users.id, member.id));
        // Links mailed to the old address no longer act on the account; the new address gets its own mail
        // (and a verified old one a notice), unless the account is switched off.
        if (email !== undefined) await retireActionTokens(tx, member.id, at);
        const mail = email !== undefined && (activeChanged ? isActive : member.isActive);
        if (mail) {
          const updated = { ...member, ...changed, email, requiredActions };
          await queueAddressCheckMail(tx, app.config, updated, at);
          if (member.emailVerified) await queueEmailChangedNotice(tx, member, email, at);
        }
        if (Object.keys(changed).length > 0) {
          await recordMemberAction(tx, member.id, MEMBER_ACTION_TYPES.update, user.id, at);
        }
        if (activeChanged) {
          await recordMemberAction(
            tx,
            member.id,
            isActive ? MEMBER_ACTION_TYPES.activate : MEMBER_ACTION_TYPES.deactivate,
            user.id,
            at,
          );
          if (!isActive) await endAccess(tx, member.id, at);
        }
        return mail;
      }),
    );
    if (mailed) app.mailer.wake();
    const found = await findUser(app.db, params.id, ROLES.member);
    if (!found) throw notFound(messages.api.memberNotFound);
    return toMemberItem(found.user, found.membership, now);
  });

  defineRoute(app, endpoints.renewMembership, async ({ user, body }) => {
    const result = await app.db.transaction(async (tx) => {
      // The row lock serialises concurrent renewals of one member: each extends the previous one's expiry.
      const { at: now, membership } = await lockMembership(tx, body.memberId);
      // A deactivated membership starts afresh from now; a running one extends from its expiry.
      const running = membership && !membership.deactivatedAt ? membership.expiresAt : null;
      const expiresAt = renewedExpiry(running, now, body.numberOfDays);
      if (!expiresAt) throw badRequest(ERROR_CODES.expiryTooLate, messages.api.expiryTooLate);
      if (membership) {
        await tx
          .update(memberships)
          .set({ expiresAt, deactivatedAt: null, updatedAt: now })
          .where(eq(memberships.memberId, body.memberId));
      } else {
        await tx
          .insert(memberships)
          .values({ memberId: body.memberId, expiresAt, createdAt: now, updatedAt: now });
      }
      const [action] = await tx
        .insert(membershipActions)
        .values({
          memberId: body.memberId,
          actionType: MEMBERSHIP_ACTION_TYPES.renewal,
          madeById: user.id,
          numberOfDays: body.numberOfDays,
          amount: body.amount.toFixed(2),
          newExpiresAt: expiresAt,
          createdAt: now,
        })
        .returning({ id: membershipActions.id });
      if (!action) throw new Error('membership action insert returned nothing');
      return { id: action.id, expiresAt };
    });
    return {
      message: messages.memberToasts.renewed,
      actionId: result.id,
      renewalId: result.id,
      expiryDate: result.expiresAt.toISOString(),
    };
  });

  defineRoute(app, endpoints.deactivateMembership, async ({ user, body }) => {
    await app.db.transaction(async (tx) => {
      const { at: now, membership } = await lockMembership(tx, body.memberId);
      if (!isMembershipActive(membership, now)) {
        throw conflict(ERROR_CODES.membershipNotActive, messages.api.membershipNotActive);
      }
      await tx
        .update(memberships)
        .set({ deactivatedAt: now, updatedAt: now })
        .where(eq(memberships.memberId, body.memberId));
      await tx.insert(membershipActions).values({
        memberId: body.memberId,
        actionType: MEMBERSHIP_ACTION_TYPES.deactivation,
        madeById: user.id,
        createdAt: now,
      });
    });
    return { message: messages.memberToasts.membershipDeactivated };
  });

  for (const [endpoint, active, message] of [
    [endpoints.activateMember, true, () => messages.memberToasts.activated],
    [endpoints.deactivateMember, false, () => messages.memberToasts.deactivated],
  ] as const) {
    defineRoute(app, endpoint, async ({ user, params }) => {
      await setAccountActive(app, {
        id: params.id,
        role: ROLES.member,
        active,
        madeById: user.id,
        missing: messages.api.memberNotFound,
      });
      return { message: message() };
    });
  }

  defineRoute(app, endpoints.membershipHistory, async ({ query }) => {
    const { rows, totalCount } = await listMembershipActions(
      app.db,
      { username: query.Username, memberUsername: query.MemberUsername },
      { pageNumber: query.PageNumber, pageSize: query.PageSize },
    );
    return {
      membershipActions: rows.map((row) => {
        const renewal = row.actionType === MEMBERSHIP_ACTION_TYPES.renewal;
        return {
          actionId: row.id,
          memberUserName: row.subjectUserName,
          memberFullName: row.subjectFullName,
          madeByUserName: row.madeByUserName,
          createdAt: row.createdAt.toISOString(),
          actionType: renewal
            ? MEMBERSHIP_ACTION_TYPES.renewal
            : MEMBERSHIP_ACTION_TYPES.deactivation,
          expiryTime: renewal && row.newExpiresAt ? row.newExpiresAt.toISOString() : null,
          renewalId: renewal ? row.id : null,
        };
      }),
      totalCount,
    };
  });

  defineRoute(app, endpoints.memberSuggestions, async ({ query }) => ({
    members: await suggestMembers(app.db, query.search),
  }));

  defineRoute(app, endpoints.renewalDetails, async ({ params }) => {
    const [row] = await app.db
      .select()
      .from(membershipActions)
      .where(
        and(
          eq(membershipActions.id, params.renewalId),
          eq(membershipActions.actionType, MEMBERSHIP_ACTION_TYPES.renewal),
        ),
      );
    if (!row || !row.newExpiresAt || row.amount === null || row.numberOfDays === null) {
      throw notFound(messages.api.renewalNotFound);
    }
    return {
      renewalId: row.id,
      expiresAt: row.newExpiresAt.toISOString(),
      amount: Number(row.amount),
      numberOfDays: row.numberOfDays,
    };
  });

  defineRoute(app, endpoints.memberHistory, async ({ query }) => {
    const { rows, totalCount } = await listMemberActions(app.db, query, query);
    return {
      membershipActions: rows.map((row) => ({
        userActionId: row.id,
        userName: row.subjectUserName,
        userFullName: row.subjectFullName,
        madeByUserName: row.madeByUserName,
        actionCreatedAt: row.createdAt.toISOString(),
        actionTypeId: toMemberActionType(row.actionType),
      })),
      totalCount,
    };
  });
}

const MEMBER_ACTION_TYPE_VALUES = Object.values(MEMBER_ACTION_TYPES);

function toMemberActionType(value: number) {
  const found = MEMBER_ACTION_TYPE_VALUES.find((type) => type === value);
  if (found === undefined) throw new Error(`unknown member action type ${value}`);
  return found;
}
