/**
 * `/api/v1/Public/*`: what anyone may call without an account. `GET /Public/verify/{token}`: a partner checks a
 * membership card (issue 20), read live; a bad token of any kind — forged, tampered, garbled, overlong, not a
 * card's, naming no member — is the same 404 `{message}`, a failed params check included.
 */
import { endpoints, fastifyPath, messages, userIdSchema } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { checkCard, findCardHolder } from '../card/queries.ts';
import { CARD_CHECK_RECORDING, toCardCheck } from '../card/rules.ts';
import { notFound } from '../http/errors.ts';
import { withinLimit } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';

/** The member id a card token names, or null: anything that is not our card token for a member id. */
async function cardMemberId(app: FastifyInstance, params: unknown): Promise<string | null> {
  const parsed = endpoints.verifyCard.params.safeParse(params);
  if (!parsed.success) return null;
  const memberId = await app.tokens.verifyCardToken(parsed.data.token);
  return userIdSchema.safeParse(memberId).success ? memberId : null;
}

export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  // The params are checked here, not by `defineRoute`: a bad token is a bad token (404), never a 400.
  const { params: _checkedBelow, ...verifyCard } = endpoints.verifyCard;
  defineRoute(
    app,
    verifyCard,
    async ({ request, now }) => {
      const memberId = await cardMemberId(app, request.params);
      if (!memberId) throw notFound(messages.api.cardNotRecognised);
      // "Card checked" once a minute per client and card, however often it checks.
      const record = await withinLimit(
        app.db,
        CARD_CHECK_RECORDING,
        `cardChecked:${request.ip}:${memberId}`,
        now,
      );
      const holder = record
        ? await checkCard(app.db, memberId, now)
        : await findCardHolder(app.db, memberId);
      if (!holder) throw notFound(messages.api.cardNotRecognised);
      return toCardCheck(holder, now);
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
