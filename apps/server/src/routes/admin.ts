/**
 * `/api/v1/Admin/*` (SPEC §7, plus `PUT /Admin/members/{id}`): the admin's own info, member management,
 * renewals and the two histories. Admins and root admins may call them (see src/README.md "Roles"). Each handler
 * calls one function of `accounts/`, `members/` or `membership/` and shapes its answer.
 */
import { endpoints, messages, ROLES } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import {
  createAccount,
  findOwnProfile,
  setAccountActive,
  updateContactDetails,
} from '../accounts/queries.ts';
import { notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { checkAmountDecimals, receiptOfRenewal, renewWithReceipt } from '../payments/queries.ts';
import {
  findMember,
  listMemberActions,
  listMembers,
  suggestMembers,
  updateMember,
} from '../members/queries.ts';
import { deactivateMembership, findRenewal, listMembershipActions } from '../membership/queries.ts';

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.adminInfo, async ({ user }) => {
    const profile = await findOwnProfile(app.db, user.id);
    if (!profile) throw notFound(messages.api.userNotFound);
    return profile;
  });

  defineRoute(app, endpoints.updateAdminInfo, async ({ user, body, now }) => {
    await updateContactDetails(app.db, user.id, body, now);
    return { message: messages.api.profileUpdated };
  });

  defineRoute(app, endpoints.listMembers, async ({ query, now }) =>
    listMembers(app.db, query, now),
  );

  defineRoute(app, endpoints.memberDetails, async ({ params, now }) => {
    const member = await findMember(app.db, params.id, now);
    if (!member) throw notFound(messages.api.memberNotFound);
    return member;
  });

  defineRoute(app, endpoints.createMember, async ({ user, body, now }) => {
    const id = await createAccount(app, {
      role: ROLES.member,
      input: body,
      madeById: user.id,
      mailKind: 'member',
      now,
      submissionId: body.submissionId,
    });
    return { id, message: messages.addMember.success };
  });

  defineRoute(app, endpoints.updateMember, async ({ user, params, body, now }) =>
    updateMember(app, { id: params.id, body, madeById: user.id, now }),
  );

  defineRoute(app, endpoints.renewMembership, async ({ user, body }) => {
    // Every renewal is a payment with its receipt (issue 34): cash unless the body says otherwise.
    checkAmountDecimals(app.config, body.amount);
    const renewal = await renewWithReceipt(app, { ...body, madeBy: user });
    app.mailer.wake(); // the receipt mail, queued with the renewal
    return {
      message: messages.memberToasts.renewed,
      actionId: renewal.id,
      renewalId: renewal.id,
      expiryDate: renewal.expiresAt.toISOString(),
      receiptNumber: renewal.receipt.receiptNumber,
    };
  });

  defineRoute(app, endpoints.deactivateMembership, async ({ user, body }) => {
    await deactivateMembership(app, { memberId: body.memberId, madeById: user.id });
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

  defineRoute(app, endpoints.membershipHistory, async ({ query }) =>
    listMembershipActions(
      app.db,
      { username: query.Username, memberUsername: query.MemberUsername },
      { pageNumber: query.PageNumber, pageSize: query.PageSize },
    ),
  );

  defineRoute(app, endpoints.memberSuggestions, async ({ query }) => ({
    members: await suggestMembers(app.db, query.search),
  }));

  defineRoute(app, endpoints.renewalDetails, async ({ params }) => {
    const renewal = await findRenewal(app.db, params.renewalId);
    if (!renewal) throw notFound(messages.api.renewalNotFound);
    return {
      ...renewal,
      currency: app.config.payments.currency,
      receiptNumber: await receiptOfRenewal(app.db, renewal.renewalId),
    };
  });

  defineRoute(app, endpoints.memberHistory, async ({ query }) =>
    listMemberActions(app.db, query, query),
  );
}
