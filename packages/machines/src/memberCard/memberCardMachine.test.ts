import { ApiError, messages, STORAGE_KEYS, type MemberCard, type MembershipInfo } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createMemoryStorage, readJson, writeJson } from '../storage/storage.ts';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { membershipCardError } from '../memberProfile/memberProfileMachine.ts';
import {
  memberCardMachine,
  memberCardView,
  readStoredCard,
  type MemberCardContext,
  type MemberCardInput,
  type StoredMemberCard,
} from './memberCardMachine.ts';

const USER_ID = '0b6a3c1e-8a7e-4d0e-9a57-2f1f6a1c0d11';
const OTHER_ID = '7d1f0c2a-3b4e-4f5a-9c6d-8e7f6a5b4c3d';
const NOW = new Date('2026-11-26T10:00:00.000Z');
const EARLIER = '2026-11-20T08:30:00.000Z';

const membership: MembershipInfo = {
  memberId: USER_ID,
  username: 'sara',
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Haddad',
  isActive: true,
  expiryDate: '2027-01-01T00:00:00.000Z',
};

const card: MemberCard = {
  memberNumber: 42,
  fullName: 'Sara Haddad',
  status: 'active',
  expiryDate: '2027-01-01T00:00:00.000Z',
  verifyUrl: 'https://club.example.com/verify/abc.def.ghi',
};

const stored: StoredMemberCard = { userId: USER_ID, savedAt: EARLIER, membership, card };

const offline = () => new ApiError({ status: 0, message: 'Failed to fetch' });
const forbidden = () => new ApiError({ status: 403, body: { message: 'Forbidden.' } });
const notFound = () => new ApiError({ status: 404, body: { message: 'Not found.' } });

function storageWith(record?: unknown) {
  const storage = createMemoryStorage();
  if (record !== undefined) writeJson(storage, STORAGE_KEYS.memberCard, record);
  return storage;
}

function start(
  options: { userId?: string | null; record?: unknown } = {},
): ReturnType<typeof started> {
  return started(options.userId === undefined ? USER_ID : options.userId, options.record);
}

function started(userId: string | null, record: unknown) {
  const scripted = scriptedActors(['loadMembership', 'loadCard']);
  const storage = storageWith(record);
  const machine = memberCardMachine.provide({ actors: scripted.actors as never });
  const actor = createActor(machine, {
    input: { api: unusedApi<MemberCardInput['api']>(), userId, storage, now: () => NOW },
  }).start();
  return { actor, scripted, storage };
}

const storedNow = () => ({ ...stored, savedAt: NOW.toISOString() });

describe('member card machine', () => {
  it('loads both calls at once and keeps the card with its time and user', async () => {
    const { actor, scripted, storage } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.shown).toBeNull();
    expect(scripted.calls('loadMembership')).toEqual([
      expect.objectContaining({ memberId: USER_ID }),
    ]);
    expect(scripted.calls('loadCard')).toHaveLength(1);
    scripted.resolve('loadCard', card);
    expect(actor.getSnapshot().value).toBe('loading');
    scripted.resolve('loadMembership', membership);
    await reach(actor, { loaded: 'idle' });
    expect(actor.getSnapshot().context.shown).toEqual(storedNow());
    expect(readJson(storage, STORAGE_KEYS.memberCard, null)).toEqual(storedNow());
  });

  it('calls the client by default: membership-info?memberId= and GET /Member/card', async () => {
    const replaced = {
      ...card,
      verifyUrl: 'https://club.example.com/verify/NewCardIdOfTheMember_',
    };
    const api = {
      getMembershipInfo: vi.fn(() => Promise.resolve(membership)),
      getMemberCard: vi.fn(() => Promise.resolve(card)),
      replaceMemberCard: vi.fn(() => Promise.resolve(replaced)),
    };
    const actor = createActor(memberCardMachine, {
      input: { api, userId: USER_ID, storage: createMemoryStorage() },
    }).start();
    await reach(actor, { loaded: 'idle' });
    expect(api.getMembershipInfo).toHaveBeenCalledExactlyOnceWith(
      { memberId: USER_ID },
      { signal: expect.any(AbortSignal) },
    );
    expect(api.getMemberCard).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    // The clock by default is the real one.
    expect(Date.parse(actor.getSnapshot().context.shown?.savedAt ?? '')).toBeGreaterThan(0);
    // Replace my card: POST /Member/card/replace.
    actor.send({ type: 'card.replace' });
    actor.send({ type: 'replace.confirm' });
    await reach(actor, { loaded: 'idle' });
    expect(api.replaceMemberCard).toHaveBeenCalledExactlyOnceWith({
      signal: expect.any(AbortSignal),
    });
    expect(actor.getSnapshot().context.shown?.card).toEqual(replaced);
    actor.stop();
  });

  it('on start shows the stored card at once, as updating, then the fresh one', async () => {
    const { actor, scripted } = start({ record: stored });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.shown).toEqual(stored);
    scripted.resolve('loadMembership', { ...membership, lastName: 'Haddad-Nasser' });
    scripted.resolve('loadCard', card);
    await reach(actor, { loaded: 'idle' });
    expect(actor.getSnapshot().context.shown?.membership.lastName).toBe('Haddad-Nasser');
  });

  it('offline with a stored card: shows it, and loads again when the browser is back online', async () => {
    const { actor, scripted } = start({ record: stored });
    scripted.reject('loadCard', offline());
    await reach(actor, 'offline');
    expect(actor.getSnapshot().context.shown).toEqual(stored);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(scripted.calls('loadCard')).toHaveLength(2);
    scripted.resolve('loadMembership', membership);
    scripted.resolve('loadCard', card);
    await reach(actor, { loaded: 'idle' });
    expect(actor.getSnapshot().context.shown?.savedAt).toBe(NOW.toISOString());
  });

  it('membership-info failing offline does not hide the stored card either', async () => {
    const { actor, scripted } = start({ record: stored });
    scripted.reject('loadMembership', new TypeError('Load failed'));
    await reach(actor, 'offline');
    expect(actor.getSnapshot().context.shown).toEqual(stored);
  });

  it('offline with no stored card: the network error and a retry', async () => {
    const { actor, scripted } = start();
    scripted.reject('loadMembership', offline());
    await reach(actor, 'failed');
    expect(actor.getSnapshot().context.error).toBe('Network error: Failed to fetch');
    actor.send({ type: 'card.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    [401, { message: 'x' }, 'Unauthorized (401): token missing/invalid. Please login again.'],
    [
      403,
      { message: 'x' },
      "Forbidden (403): your account doesn't have permission to view membership info.",
    ],
    [404, { message: 'x' }, 'Not found (404): membership info not available for this user.'],
    [500, { message: 'x' }, 'Server error (500). Check backend logs.'],
    [502, { message: 'Bad gateway' }, 'Error 502: {"message":"Bad gateway"}'],
    [503, 'Service Unavailable', 'Error 503: Service Unavailable'],
  ])(
    'membership-info answering %i: the SPEC §8 message %j, the stored card hidden',
    async (code, body, text) => {
      const { actor, scripted } = start({ record: stored });
      scripted.reject('loadMembership', new ApiError({ status: code, body }));
      await reach(actor, 'failed');
      expect(actor.getSnapshot().context.error).toBe(text);
      expect(actor.getSnapshot().context.shown).toBeNull();
    },
  );

  it('a failure of another kind than the client’s reads as a network error', () => {
    expect(membershipCardError(new TypeError('Load failed'))).toBe('Network error: Load failed');
  });

  it('the card call answering an error: the SPEC fields without the card’s own', async () => {
    const { actor, scripted, storage } = start();
    scripted.reject('loadCard', notFound());
    scripted.resolve('loadMembership', membership);
    await reach(actor, { loaded: 'idle' });
    expect(actor.getSnapshot().context.shown).toEqual({ ...storedNow(), card: null });
    expect(readStoredCard(storage, USER_ID)).toEqual({ ...storedNow(), card: null });
  });

  it('without a session user: No auth token found. Please login. and no call', () => {
    const { actor, scripted } = start({ userId: null, record: stored });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(messages.membershipCard.noToken);
    expect(actor.getSnapshot().context.shown).toBeNull();
    expect(scripted.calls('loadMembership')).toHaveLength(0);
  });

  it('never shows a stored card of another user, nor an unreadable one', () => {
    expect(readStoredCard(storageWith(stored), OTHER_ID)).toBeNull();
    expect(readStoredCard(storageWith({ ...stored, userId: OTHER_ID }), USER_ID)).toBeNull();
    expect(readStoredCard(storageWith({ ...stored, savedAt: 'yesterday' }), USER_ID)).toBeNull();
    expect(
      readStoredCard(storageWith({ ...stored, card: { memberNumber: -1 } }), USER_ID),
    ).toBeNull();
    expect(readStoredCard(storageWith('not a card'), USER_ID)).toBeNull();
    expect(readStoredCard(storageWith(stored), null)).toBeNull();
    expect(readStoredCard(storageWith(stored), USER_ID)).toEqual(stored);
    const { actor } = start({ userId: OTHER_ID, record: stored });
    expect(actor.getSnapshot().context.shown).toBeNull();
  });
});

describe('Replace my card (issue 30)', () => {
  const replaced: MemberCard = {
    ...card,
    verifyUrl: 'https://club.example.com/verify/NewCardIdOfTheMember_',
  };

  /** A member whose card has loaded, with the toasts the machine sends. */
  async function loaded(record?: unknown) {
    const scripted = scriptedActors(['loadMembership', 'loadCard', 'replaceCard']);
    const storage = storageWith(record);
    const toasts: unknown[] = [];
    const machine = memberCardMachine.provide({
      actors: scripted.actors as never,
      actions: { notify: (_: unknown, toast: unknown) => void toasts.push(toast) },
    });
    const actor = createActor(machine, {
      input: { api: unusedApi<MemberCardInput['api']>(), userId: USER_ID, storage, now: () => NOW },
    }).start();
    scripted.resolve('loadMembership', membership);
    scripted.resolve('loadCard', card);
    await reach(actor, { loaded: 'idle' });
    return { actor, scripted, storage, toasts };
  }

  it('asks first; Cancel leaves the card as it is, without a call', async () => {
    const { actor, scripted } = await loaded();
    actor.send({ type: 'card.replace' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'confirming' });
    actor.send({ type: 'replace.cancel' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' });
    expect(scripted.calls('replaceCard')).toHaveLength(0);
    expect(actor.getSnapshot().context.shown?.card).toEqual(card);
  });

  it('replaces on confirm: the new card shown and kept, and a toast says the old one is Not active', async () => {
    const { actor, scripted, storage, toasts } = await loaded();
    actor.send({ type: 'card.replace' });
    actor.send({ type: 'replace.confirm' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'replacing' });
    expect(actor.getSnapshot().hasTag('replacing')).toBe(true);
    // Not the card's own "Updating...": the card stays as it is until the new one is there.
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(scripted.calls('replaceCard')).toHaveLength(1);
    scripted.resolve('replaceCard', replaced);
    await reach(actor, { loaded: 'idle' });
    const shown = actor.getSnapshot().context.shown;
    expect(shown).toEqual({
      userId: USER_ID,
      savedAt: NOW.toISOString(),
      membership,
      card: replaced,
    });
    expect(readStoredCard(storage, USER_ID)).toEqual(shown);
    expect(toasts).toEqual([
      {
        kind: 'success',
        title: messages.memberCardReplace.replaced,
        description: messages.memberCardReplace.replacedDetail,
      },
    ]);
  });

  it('a failure stays in the dialog with its reason; confirming again tries again', async () => {
    const { actor, scripted, toasts } = await loaded();
    actor.send({ type: 'card.replace' });
    actor.send({ type: 'replace.confirm' });
    scripted.reject('replaceCard', offline());
    await reach(actor, { loaded: 'confirming' });
    expect(actor.getSnapshot().context.replaceError).toBe(messages.api.noResponse);
    actor.send({ type: 'replace.confirm' });
    expect(actor.getSnapshot().context.replaceError).toBeNull();
    scripted.reject('replaceCard', new ApiError({ status: 503, body: { message: 'Down.' } }));
    await reach(actor, { loaded: 'confirming' });
    expect(actor.getSnapshot().context.replaceError).toBe('Down.');
    expect(actor.getSnapshot().context.shown?.card).toEqual(card);
    expect(toasts).toEqual([]);
    // Cancel forgets the reason; asking again starts afresh.
    actor.send({ type: 'replace.cancel' });
    expect(actor.getSnapshot().context.replaceError).toBeNull();
  });

  it('is offered only for a loaded card with its link: not while loading, offline, or without the card’s own fields', async () => {
    const { actor, scripted } = start({ record: stored });
    expect(actor.getSnapshot().can({ type: 'card.replace' })).toBe(false);
    scripted.reject('loadCard', offline());
    await reach(actor, 'offline');
    expect(actor.getSnapshot().can({ type: 'card.replace' })).toBe(false);

    const noLink = start();
    noLink.scripted.reject('loadCard', notFound());
    noLink.scripted.resolve('loadMembership', membership);
    await reach(noLink.actor, { loaded: 'idle' });
    expect(noLink.actor.getSnapshot().can({ type: 'card.replace' })).toBe(false);
    noLink.actor.send({ type: 'card.replace' });
    expect(noLink.actor.getSnapshot().value).toEqual({ loaded: 'idle' });

    const { actor: ready } = await loaded();
    expect(ready.getSnapshot().can({ type: 'card.replace' })).toBe(true);
  });
});

describe('member card view (what the card face shows at a time)', () => {
  it('active: the badge Active and the expiry date, the member number and the QR link', () => {
    expect(memberCardView(stored, NOW)).toEqual({
      username: 'sara',
      fullName: 'Sara Haddad',
      status: 'active',
      active: true,
      expiryDate: card.expiryDate,
      endedOn: null,
      memberNumber: 42,
      verifyUrl: card.verifyUrl,
    });
  });

  it('a stored active card whose date has passed shows expired: Inactive, no expiry, the day it ended', () => {
    const later = new Date('2027-02-01T00:00:00.000Z');
    expect(memberCardView(stored, later)).toMatchObject({
      status: 'expired',
      active: false,
      expiryDate: null,
      endedOn: card.expiryDate,
    });
  });

  it('deactivated: Inactive with no date; without the card’s own fields, the SPEC fields decide', () => {
    const deactivated = { ...stored, card: { ...card, status: 'inactive' as const } };
    expect(memberCardView(deactivated, NOW)).toMatchObject({
      status: 'inactive',
      active: false,
      expiryDate: null,
      endedOn: null,
    });
    const noCard = { ...stored, card: null };
    expect(memberCardView(noCard, NOW)).toMatchObject({
      status: 'active',
      memberNumber: null,
      verifyUrl: null,
    });
    expect(
      memberCardView({ ...noCard, membership: { ...membership, isActive: false } }, NOW),
    ).toMatchObject({ status: 'inactive', expiryDate: null });
  });
});

describe('member card machine: a path through every transition', () => {
  const events = [
    { type: 'xstate.done.actor.loadMembership', output: membership },
    { type: 'xstate.done.actor.loadCard', output: card },
    { type: 'xstate.error.actor.loadMembership', error: offline() },
    { type: 'xstate.error.actor.loadMembership', error: forbidden() },
    { type: 'xstate.error.actor.loadCard', error: offline() },
    { type: 'xstate.error.actor.loadCard', error: notFound() },
    { type: 'card.retry' },
    { type: 'network.online' },
    { type: 'card.replace' },
    { type: 'replace.confirm' },
    { type: 'replace.cancel' },
    {
      type: 'xstate.done.actor.replaceCard',
      output: { ...card, verifyUrl: 'https://x.example/verify/b' },
    },
    { type: 'xstate.error.actor.replaceCard', error: offline() },
  ] as never[];
  const covered = new Set<string>();
  const cases = [
    { name: 'a stored card', userId: USER_ID, record: stored },
    { name: 'no stored card', userId: USER_ID, record: undefined },
    { name: 'no session user', userId: null, record: stored },
  ];

  for (const { name, userId, record } of cases) {
    const input = (): MemberCardInput => ({
      api: unusedApi<MemberCardInput['api']>(),
      userId,
      storage: storageWith(record),
      now: () => NOW,
    });
    const paths = transitionPaths(
      createTestModel(modelOf(memberCardMachine), { input: input(), events }),
      { events, input },
    );
    for (const transition of paths.covered) covered.add(transition);

    it(`${name}: visits the states it can`, () => {
      const loadedStates = [{ loaded: 'idle' }, { loaded: 'confirming' }, { loaded: 'replacing' }];
      const expected = userId
        ? record
          ? ['loading', ...loadedStates, 'offline', 'failed']
          : ['loading', ...loadedStates, 'failed']
        : ['failed'];
      expect(new Set([...visitedStates(paths)].map((value) => JSON.parse(value)))).toEqual(
        new Set(expected),
      );
    });

    it.each(paths.map((path) => [path.description, path] as const))(
      `${name}: %s`,
      async (_, path) => {
        const scripted = scriptedActors<string>(['loadMembership', 'loadCard', 'replaceCard']);
        const notify = vi.fn();
        const replaced = { ...card, verifyUrl: 'https://x.example/verify/b' };
        let cardShown: MemberCard | null = card;
        let replacements = 0;
        await runPath(path, {
          machine: memberCardMachine.provide({
            actions: { notify: (_, toast) => notify(toast) },
          }),
          input,
          scripted,
          contextKeys: ['shown', 'incoming', 'error', 'replaceError'],
          check: (actor, _, event) => {
            const snapshot = actor.getSnapshot();
            const context = snapshot.context as MemberCardContext;
            const value = snapshot.value as string | { loaded: string };
            const state = typeof value === 'string' ? value : 'loaded';
            expect(snapshot.hasTag('replacing')).toBe(snapshot.matches({ loaded: 'replacing' }));
            // Only the dialog says why a replacement failed: no response, so the client's words.
            if (context.replaceError !== null)
              expect(snapshot.matches({ loaded: 'confirming' })).toBe(true);
            expect(context.replaceError).toBe(
              event.type === 'xstate.error.actor.replaceCard' ? messages.api.noResponse : null,
            );
            expect(snapshot.hasTag('busy')).toBe(state === 'loading');
            // Only failed says something: no session, else why the load failed.
            expect(context.error !== null).toBe(state === 'failed');
            if (state === 'failed')
              expect(context.error).toBe(
                'error' in event
                  ? membershipCardError(event.error)
                  : messages.membershipCard.noToken,
              );
            if (state === 'offline') expect(context.shown).toEqual(stored);
            // Both calls for the signed-in member, each time it loads.
            if (state === 'loading') {
              expect(scripted.calls('loadMembership').at(-1)).toEqual({
                api: expect.anything(),
                memberId: USER_ID,
              });
              expect(scripted.calls('loadCard')).toHaveLength(
                scripted.calls('loadMembership').length,
              );
            }
            if (event.type === 'xstate.error.actor.loadCard' && state === 'loaded')
              cardShown = null;
            if (event.type === 'xstate.done.actor.loadCard') cardShown = card;
            if (event.type === 'xstate.done.actor.replaceCard') {
              cardShown = replaced;
              replacements += 1;
            }
            // A toast for each replacement, and for nothing else.
            expect(notify).toHaveBeenCalledTimes(replacements);
            if (replacements)
              expect(notify).toHaveBeenLastCalledWith({
                kind: 'success',
                title: messages.memberCardReplace.replaced,
                description: messages.memberCardReplace.replacedDetail,
              });
            if (state === 'loaded') {
              // The SPEC fields and the card's own (none when the server has no card for them).
              expect(context.shown).toEqual({
                userId: USER_ID,
                savedAt: NOW.toISOString(),
                membership,
                card: cardShown,
              });
              expect(readStoredCard(context.storage, USER_ID)).toEqual(context.shown);
            }
            // Whatever is shown is this user's.
            if (context.shown) expect(context.shown.userId).toBe(userId);
          },
        });
      },
    );
  }

  it('the paths take every transition of the machine', () => {
    expect(new Set(flowGraph(memberCardMachine).transitions)).toEqual(covered);
  });
});
