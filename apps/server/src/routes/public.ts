/**
 * `/api/v1/Public/*`: what anyone may call without an account. `GET /Public/verify/{token}`: a partner checks a
 * membership card (issue 20), read live. The token is a card's id (issue 30), or a link's signed form of before;
 * a revoked card (replaced, or its account deactivated) reads "inactive" with no date. A bad token of any kind —
 * an id no card has, forged, tampered, garbled, overlong, not a card's, naming no member — is the same 404
 * `{message}`, a failed params check included.
 */
import { cardIdSchema, endpoints, fastifyPath, messages, userIdSchema } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import {
  checkCard,
  findCard,
  findCardHolder,
  signedLinkRevoked,
  type CardLink,
} from '../card/queries.ts';
import { CARD_CHECK_RECORDING, toCardCheck } from '../card/rules.ts';
import { notFound } from '../http/errors.ts';
import { withinLimit } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';

/** The card a token names, or null: anything that is no card id of ours nor our signed token for a member id. */
async function cardOf(app: FastifyInstance, params: unknown): Promise<CardLink | null> {
  const parsed = endpoints.verifyCard.params.safeParse(params);
  if (!parsed.success) return null;
  const { token } = parsed.data;
  if (cardIdSchema.safeParse(token).success) return (await findCard(app.db, token)) ?? null;
  const signed = userIdSchema.safeParse(await app.tokens.verifyCardToken(token));
  if (!signed.success) return null;
  return { memberId: signed.data, revoked: await signedLinkRevoked(app.db, signed.data) };
}

export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  // The params are checked here, not by `defineRoute`: a bad token is a bad token (404), never a 400.
  const { params: _checkedBelow, ...verifyCard } = endpoints.verifyCard;
  defineRoute(
    app,
    verifyCard,
    async ({ request, now }) => {
      const card = await cardOf(app, request.params);
      if (!card) throw notFound(messages.api.cardNotRecognised);
      // "Card checked" once a minute per client and member, however often it checks (an old link or the new).
      const record = await withinLimit(
        app.db,
        CARD_CHECK_RECORDING,
        `cardChecked:${request.ip}:${card.memberId}`,
        now,
      );
      const holder = record
        ? await checkCard(app.db, card.memberId, now)
        : await findCardHolder(app.db, card.memberId);
      if (!holder) throw notFound(messages.api.cardNotRecognised);
      return toCardCheck({ ...holder, cardRevoked: card.revoked }, now);
    },
    { rateLimit: 'cardChecks' },
  );
  // A token longer than the router takes for a parameter, or with a `/` in it, matches no route: still a bad token.
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler(async (_request, reply) =>
        reply.code(404).send({ message: messages.api.cardNotRecognised }),
      );
    },
    { prefix: fastifyPath(verifyCard.path).replace(/\/:token$/, '') },
  );
}
