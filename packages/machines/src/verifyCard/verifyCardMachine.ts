import {
  CARD_TOKEN_MAX_LENGTH,
  isApiError,
  messageFrom,
  messages,
  type ApiClient,
  type CardCheck,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';

export interface VerifyCardInput {
  api: Pick<ApiClient, 'verifyCard'>;
  /** The `:token` of `/verify/:token`: the signed token a card's QR code holds. */
  token: string;
}

export interface VerifyCardContext extends VerifyCardInput {
  /** The server's answer: the member's name, the card's status now, its expiry and when it was checked. */
  check: CardCheck | null;
  /** Why there is no answer: the server's message (refused, rate limited) or the network's. */
  error: string | null;
}

export type VerifyCardEvent = { type: 'verify.retry' };

/** The statuses of a refused token: not found (a bad signature, an unknown member) or not a token at all. */
const REFUSED = new Set([400, 404]);
const TOO_MANY_REQUESTS = 429;

/** The HTTP status of a failed call; -1 for anything that is no API error. */
function statusOf(error: unknown): number {
  return isApiError(error) ? error.status : -1;
}

/** Whether a token can be one at all (the contract's bounds); anything else is refused without asking. */
export function isCardTokenShaped(token: string): boolean {
  return token.length > 0 && token.length <= CARD_TOKEN_MAX_LENGTH;
}

/**
 * `/verify/:token` (issue 20): the public check of a membership card. loading (the server reads the card live)
 * → valid (the check, whatever its status) | refused (not a MIJAS Club card: 404) | rateLimited (429: wait, then
 * retry) | failed (no answer or a server error: retry).
 */
export const verifyCardMachine = setup({
  types: {
    context: {} as VerifyCardContext,
    events: {} as VerifyCardEvent,
    input: {} as VerifyCardInput,
  },
  actors: {
    verifyCard: fromPromise<CardCheck, { api: VerifyCardInput['api']; token: string }>(
      ({ input, signal }) => input.api.verifyCard(input.token, { signal }),
    ),
  },
  guards: {
    tokenShaped: ({ context }) => isCardTokenShaped(context.token),
  },
}).createMachine({
  id: 'verifyCard',
  context: ({ input }) => ({ ...input, check: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'tokenShaped', target: 'loading' },
        {
          target: 'refused',
          actions: assign({ error: () => messages.api.cardNotRecognised }),
        },
      ],
    },
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'verifyCard',
        src: 'verifyCard',
        input: ({ context }) => ({ api: context.api, token: context.token }),
        onDone: {
          target: 'valid',
          actions: assign({ check: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: ({ event }) => REFUSED.has(statusOf(event.error)),
            target: 'refused',
            actions: assign({
              error: ({ event }) => messageFrom(event.error, messages.api.cardNotRecognised),
            }),
          },
          {
            guard: ({ event }) => statusOf(event.error) === TOO_MANY_REQUESTS,
            target: 'rateLimited',
            actions: assign({
              error: ({ event }) => messageFrom(event.error, messages.api.tooManyRequests),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              // The server's message for a 5xx, or 'No response from the server'.
              // (Not the browser's own words for a lost connection: 'Failed to fetch'.)
              error: ({ event }) =>
                isApiError(event.error) && event.error.hasResponse
                  ? event.error.message
                  : messages.api.noResponse,
            }),
          },
        ],
      },
    },
    valid: {},
    refused: { tags: ['error'] },
    rateLimited: { tags: ['error'], on: { 'verify.retry': 'loading' } },
    failed: { tags: ['error'], on: { 'verify.retry': 'loading' } },
  },
});
