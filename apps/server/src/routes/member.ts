/** `/api/v1/Member*`: the member's own record and membership card (SPEC §7), and self-service edits. */
import { endpoints, messages } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { findOwnProfile } from '../accounts/queries.ts';
import { findCardHolder, liveCardId, replaceCard } from '../card/queries.ts';
import { toMemberCard } from '../card/rules.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { updateOwnContactDetails } from '../members/queries.ts';
import { findMembershipInfo } from '../membership/queries.ts';
import { mayReadMembershipInfo } from '../membership/rules.ts';

export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.membershipInfo, async ({ query, user, now }) => {
    if (!mayReadMembershipInfo(user, query.memberId)) {
      throw forbidden(messages.api.membershipInfoForbidden);
    }
    const info = await findMembershipInfo(app.db, query.memberId, now);
    if (!info) throw notFound(messages.api.memberNotFound);
    return info;
  });

  defineRoute(app, endpoints.memberCard, async ({ user, now }) => {
    const holder = await findCardHolder(app.db, user.id);
    if (!holder) throw notFound(messages.api.memberNotFound);
    const id = await liveCardId(app.db, user.id, now);
    return toMemberCard(holder, now, app.config.publicUrl, id);
  });

  defineRoute(app, endpoints.replaceMemberCard, async ({ user, now }) => {
    const holder = await findCardHolder(app.db, user.id);
    if (!holder) throw notFound(messages.api.memberNotFound);
    const id = await replaceCard(app.db, user.id, now);
    return toMemberCard(holder, now, app.config.publicUrl, id);
  });

  defineRoute(app, endpoints.memberSelf, async ({ user }) => {
    const profile = await findOwnProfile(app.db, user.id);
    if (!profile) throw notFound(messages.api.memberNotFound);
    return profile;
  });

  defineRoute(app, endpoints.updateMemberSelf, async ({ body, user, now }) => {
    await updateOwnContactDetails(app.db, user.id, body, now);
    return { message: messages.api.profileUpdated };
  });
}
