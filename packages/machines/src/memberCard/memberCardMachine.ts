import {
  cardStatusAt,
  fullName,
  isApiError,
  memberCardSchema,
  membershipInfoSchema,
  messageFrom,
  messages,
  STORAGE_KEYS,
  type ApiClient,
  type CardStatus,
  type MemberCard,
  type MembershipInfo,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { membershipCardError } from '../memberProfile/memberProfileMachine.ts';
import { notify } from '../shared/notify.ts';
import { readJson, writeJson, type KeyValueStorage } from '../storage/storage.ts';

export interface MemberCardInput {
  api: Pick<ApiClient, 'getMembershipInfo' | 'getMemberCard' | 'replaceMemberCard'>;
  /** The signed-in user's id (the session's `userId`); null without a session. */
  userId: string | null;
  /** Where the last card fetched is kept (the browser's local storage, cleared by logout). */
  storage: KeyValueStorage;
  /** The clock (the time a card is stored with); `new Date()` by default. */
  now?: () => Date;
}

/**
 * What the card shows, both calls' data as one record: the SPEC fields (`GET /Member/membership-info`) and the
 * card's own (`GET /Member/card`: member number, QR link; null when the server answered that call with an
 * error), with whose it is and when it was fetched.
 */
export interface StoredMemberCard {
  userId: string;
  /** When it was fetched (ISO 8601). */
  savedAt: string;
  membership: MembershipInfo;
  card: MemberCard | null;
}

/** A stored record read back: null unless it has every part in its contract's shape. */
function parseStoredCard(raw: unknown): StoredMemberCard | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { userId, savedAt, membership, card } = raw as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof savedAt !== 'string') return null;
  if (Number.isNaN(Date.parse(savedAt))) return null;
  const info = membershipInfoSchema.safeParse(membership);
  if (!info.success) return null;
  if (card == null) return { userId, savedAt, membership: info.data, card: null };
  const own = memberCardSchema.safeParse(card);
  if (!own.success) return null;
  return { userId, savedAt, membership: info.data, card: own.data };
}

export interface MemberCardContext extends Required<MemberCardInput> {
  /** The record shown: the stored one while loading or offline, the fresh one once loaded. */
  shown: StoredMemberCard | null;
  /** What the current load has received so far (`card` null: answered with an error, undefined: waiting). */
  incoming: { membership?: MembershipInfo; card?: MemberCard | null };
  /** The SPEC §8 message of a failed load, shown with a retry. */
  error: string | null;
  /** Why the last "Replace my card" failed (the server's message, or no response), shown in its dialog. */
  replaceError: string | null;
}

export type MemberCardEvent =
  /** Loads again after a failure or while offline. */
  | { type: 'card.retry' }
  /** The browser is back online (its `online` event): an offline or failed card loads again. */
  | { type: 'network.online' }
  /** "Replace my card": asks first (a dialog), offered while a loaded card has its link. */
  | { type: 'card.replace' }
  /** The dialog's answer: replace it (again after a failure), or leave the card as it is. */
  | { type: 'replace.confirm' }
  | { type: 'replace.cancel' };

/** The last card fetched for `userId`, or null (none, unreadable, or another user's). */
export function readStoredCard(
  storage: KeyValueStorage,
  userId: string | null,
): StoredMemberCard | null {
  if (!userId) return null;
  const record = parseStoredCard(readJson(storage, STORAGE_KEYS.memberCard, null));
  return record !== null && record.userId === userId ? record : null;
}

/** A failure without a response from the server: the network is down (or the server unreachable). */
export function isOffline(error: unknown): boolean {
  return !isApiError(error) || !error.hasResponse;
}

/**
 * What the card face shows at `now` (SPEC §2 plus the card's own fields). The status is the card's as of `now`
 * (`cardStatusAt`: an active card whose date has passed since it was fetched shows expired); the SPEC badge is
 * Active only for `active`, and the expiry date is shown only then (else '.....'); `endedOn` is the date an
 * expired membership ended.
 */
export function memberCardView(record: StoredMemberCard, now: Date) {
  const { membership, card } = record;
  const status: CardStatus = cardStatusAt(
    card ?? {
      status: membership.isActive ? 'active' : 'inactive',
      expiryDate: membership.expiryDate,
    },
    now,
  );
  const active = status === 'active';
  const expiryDate = card?.expiryDate ?? membership.expiryDate;
  return {
    username: membership.username,
    fullName: fullName(membership),
    status,
    active,
    expiryDate: active ? expiryDate : null,
    endedOn: status === 'expired' ? expiryDate : null,
    memberNumber: card?.memberNumber ?? null,
    verifyUrl: card?.verifyUrl ?? null,
  };
}
export type MemberCardView = ReturnType<typeof memberCardView>;

type Incoming = MemberCardContext['incoming'];
const arrived = (incoming: Incoming) =>
  incoming.membership !== undefined && incoming.card !== undefined;

/**
 * The member's card (issue 20): loads `GET /Member/membership-info` (the SPEC fields) and `GET /Member/card`
 * (member number, QR link) together and keeps the result with its time for the signed-in user. On start a
 * stored card of this user is shown at once (marked as updating) while loading; when the load fails without a
 * response it stays shown (`offline`, "Last updated …") until the browser is back online; without one, or when
 * the server answers with an error, the SPEC §8 message and a retry.
 */
export const memberCardMachine = setup({
  types: {
    context: {} as MemberCardContext,
    events: {} as MemberCardEvent,
    input: {} as MemberCardInput,
  },
  actors: {
    loadMembership: fromPromise<MembershipInfo, { api: MemberCardInput['api']; memberId: string }>(
      ({ input, signal }) => input.api.getMembershipInfo({ memberId: input.memberId }, { signal }),
    ),
    loadCard: fromPromise<MemberCard, { api: MemberCardInput['api'] }>(({ input, signal }) =>
      input.api.getMemberCard({ signal }),
    ),
    replaceCard: fromPromise<MemberCard, { api: MemberCardInput['api'] }>(({ input, signal }) =>
      input.api.replaceMemberCard({ signal }),
    ),
  },
  guards: {
    hasUser: ({ context }) => context.userId !== null && context.userId !== '',
    arrived: ({ context }) => arrived(context.incoming),
    offline: ({ event }) => isOffline((event as { error?: unknown }).error),
    offlineWithCard: ({ context, event }) =>
      context.shown !== null && isOffline((event as { error?: unknown }).error),
    hasLink: ({ context }) => context.shown?.card != null,
  },
  actions: {
    notify,
    /** The replaced card shown and kept in place of the old one, with its time. */
    storeReplaced: assign(({ context, event }) => {
      const shown = context.shown as StoredMemberCard;
      const record: StoredMemberCard = {
        ...shown,
        savedAt: context.now().toISOString(),
        card: (event as unknown as { output: MemberCard }).output,
      };
      writeJson(context.storage, STORAGE_KEYS.memberCard, record);
      return { shown: record, replaceError: null };
    }),
    store: assign(({ context }) => {
      const record: StoredMemberCard = {
        userId: context.userId ?? '',
        savedAt: context.now().toISOString(),
        membership: context.incoming.membership as MembershipInfo,
        card: context.incoming.card ?? null,
      };
      writeJson(context.storage, STORAGE_KEYS.memberCard, record);
      return { shown: record, incoming: {} };
    }),
    failWith: assign({
      error: ({ event }) => membershipCardError((event as { error?: unknown }).error),
      shown: null,
      incoming: {},
    }),
  },
}).createMachine({
  id: 'memberCard',
  context: ({ input }) => ({
    api: input.api,
    userId: input.userId,
    storage: input.storage,
    now: input.now ?? (() => new Date()),
    shown: readStoredCard(input.storage, input.userId),
    incoming: {},
    error: null,
    replaceError: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasUser', target: 'loading' },
        {
          target: 'failed',
          actions: assign({ error: () => messages.membershipCard.noToken, shown: null }),
        },
      ],
    },
    /** Both calls at once; a stored card, if any, is shown meanwhile (as updating). */
    loading: {
      tags: ['busy'],
      entry: assign({ error: null, incoming: {} }),
      always: { guard: 'arrived', target: 'loaded', actions: 'store' },
      invoke: [
        {
          id: 'loadMembership',
          src: 'loadMembership',
          input: ({ context }) => ({ api: context.api, memberId: context.userId ?? '' }),
          onDone: {
            actions: assign({
              incoming: ({ context, event }) => ({ ...context.incoming, membership: event.output }),
            }),
          },
          onError: [
            { guard: 'offlineWithCard', target: 'offline' },
            { target: 'failed', actions: 'failWith' },
          ],
        },
        {
          id: 'loadCard',
          src: 'loadCard',
          input: ({ context }) => ({ api: context.api }),
          onDone: {
            actions: assign({
              incoming: ({ context, event }) => ({ ...context.incoming, card: event.output }),
            }),
          },
          onError: [
            { guard: 'offlineWithCard', target: 'offline' },
            { guard: 'offline', target: 'failed', actions: 'failWith' },
            // The server answered: the card shows the SPEC fields without its own.
            {
              actions: assign({ incoming: ({ context }) => ({ ...context.incoming, card: null }) }),
            },
          ],
        },
      ],
    },
    /**
     * The card as the server gave it. "Replace my card" asks first (`confirming`, a dialog), then asks the server
     * for a new link (`replacing`): the new card is shown and kept, and a toast says the old one now reads "Not
     * active"; a failure stays in the dialog with its reason, to try again or cancel.
     */
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'card.replace': {
              guard: 'hasLink',
              target: 'confirming',
              actions: assign({ replaceError: null }),
            },
          },
        },
        confirming: {
          on: {
            'replace.confirm': 'replacing',
            'replace.cancel': { target: 'idle', actions: assign({ replaceError: null }) },
          },
        },
        replacing: {
          tags: ['replacing'],
          entry: assign({ replaceError: null }),
          invoke: {
            id: 'replaceCard',
            src: 'replaceCard',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'idle',
              actions: [
                'storeReplaced',
                {
                  type: 'notify',
                  params: () => ({
                    kind: 'success' as const,
                    title: messages.memberCardReplace.replaced,
                    description: messages.memberCardReplace.replacedDetail,
                  }),
                },
              ],
            },
            onError: {
              target: 'confirming',
              actions: assign({
                replaceError: ({ event }) =>
                  messageFrom(event.error, messages.memberCardReplace.failed, {
                    noResponse: messages.api.noResponse,
                  }),
              }),
            },
          },
        },
      },
    },
    /** No response, with a stored card: it stays shown with its time until the browser is back online. */
    offline: {
      entry: assign({ incoming: {} }),
      on: { 'network.online': 'loading', 'card.retry': 'loading' },
    },
    failed: {
      on: { 'card.retry': 'checking', 'network.online': 'checking' },
    },
  },
});
