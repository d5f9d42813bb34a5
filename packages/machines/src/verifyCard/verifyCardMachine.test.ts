import { ApiError, CARD_TOKEN_MAX_LENGTH, messages, type CardCheck } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { verifyCardMachine, type VerifyCardInput } from './verifyCardMachine.ts';

const check: CardCheck = {
  fullName: 'Sara Haddad',
  status: 'active',
  expiryDate: '2027-03-01T00:00:00.000Z',
  checkedAt: '2026-11-26T12:00:00.000Z',
};

function start(token: string, verify: (input: { token: string }) => Promise<CardCheck>) {
  const calls = vi.fn(verify);
  const machine = verifyCardMachine.provide({
    actors: { verifyCard: fromPromise(({ input }) => calls(input as { token: string })) },
  });
  const api = unusedApi<VerifyCardInput['api']>();
  const actor = createActor(machine, { input: { api, token } }).start();
  return { actor, calls };
}

describe('/verify/:token machine', () => {
  it('checks the token and keeps the answer, whatever the status', async () => {
    for (const status of ['active', 'expired', 'inactive'] as const) {
      const { actor, calls } = start('tok', () => Promise.resolve({ ...check, status }));
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await reach(actor, 'valid');
      expect(actor.getSnapshot().context).toMatchObject({ check: { status }, error: null });
      expect(calls).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ token: 'tok' }));
    }
  });

  it("a refused token (404) shows the server's message, else 'This is not a valid MIJAS Club card.'", async () => {
    const server = start('tok', () =>
      Promise.reject(new ApiError({ status: 404, body: { message: 'Not ours.' } })),
    );
    await reach(server.actor, 'refused');
    expect(server.actor.getSnapshot().context.error).toBe('Not ours.');

    const bare = start('tok', () => Promise.reject(new ApiError({ status: 400 })));
    await reach(bare.actor, 'refused');
    expect(bare.actor.getSnapshot().context.error).toBe(messages.api.cardNotRecognised);
  });

  it('refuses a token too long to be one without asking the server', () => {
    const { actor, calls } = start('x'.repeat(CARD_TOKEN_MAX_LENGTH + 1), () =>
      Promise.resolve(check),
    );
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.error).toBe(messages.api.cardNotRecognised);
    expect(calls).not.toHaveBeenCalled();
  });

  it('429: rate limited, with a message to wait; a retry checks again', async () => {
    let answer: Promise<CardCheck> = Promise.reject(new ApiError({ status: 429 }));
    const { actor, calls } = start('tok', () => answer);
    await reach(actor, 'rateLimited');
    expect(actor.getSnapshot().context.error).toBe(messages.api.tooManyRequests);
    answer = Promise.resolve(check);
    actor.send({ type: 'verify.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await reach(actor, 'valid');
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('no answer or a server error: failed, with a retry', async () => {
    const offline = start('tok', () =>
      Promise.reject(new ApiError({ status: 0, message: 'Failed to fetch' })),
    );
    await reach(offline.actor, 'failed');
    expect(offline.actor.getSnapshot().context.error).toBe(messages.api.noResponse);

    const down = start('tok', () =>
      Promise.reject(new ApiError({ status: 503, body: { message: 'Down for a moment.' } })),
    );
    await reach(down.actor, 'failed');
    expect(down.actor.getSnapshot().context.error).toBe('Down for a moment.');

    const odd = start('tok', () => Promise.reject(new Error('boom')));
    await reach(odd.actor, 'failed');
    expect(odd.actor.getSnapshot().context.error).toBe(messages.api.noResponse);
  });

  it('calls api.verifyCard with the token and an abort signal by default', async () => {
    const verifyCard = vi.fn(() => Promise.resolve(check));
    const actor = createActor(verifyCardMachine, {
      input: { api: { verifyCard }, token: 'a.b.c' },
    }).start();
    await reach(actor, 'valid');
    expect(verifyCard).toHaveBeenCalledExactlyOnceWith('a.b.c', {
      signal: expect.any(AbortSignal),
    });
    actor.stop();
  });
});

describe('/verify/:token machine: every shortest path', () => {
  const events = [
    { type: 'xstate.done.actor.verifyCard', output: check },
    { type: 'xstate.error.actor.verifyCard', error: new ApiError({ status: 404 }) },
    { type: 'xstate.error.actor.verifyCard', error: new ApiError({ status: 429 }) },
    { type: 'xstate.error.actor.verifyCard', error: new ApiError({ status: 0 }) },
    { type: 'verify.retry' },
  ] as never[];

  for (const token of ['tok', 'x'.repeat(CARD_TOKEN_MAX_LENGTH + 1)]) {
    const input = { api: unusedApi<VerifyCardInput['api']>(), token };
    const paths = createTestModel(modelOf(verifyCardMachine), { input, events }).getShortestPaths();
    const shaped = token.length <= CARD_TOKEN_MAX_LENGTH;

    it(`${shaped ? 'a token' : 'a token too long'}: the paths cover every reachable state`, () => {
      const expected = shaped
        ? ['loading', 'valid', 'refused', 'rateLimited', 'failed']
        : ['refused'];
      expect(visitedStates(paths)).toEqual(new Set(expected.map((value) => JSON.stringify(value))));
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const scripted = scriptedActors(['verifyCard']);
      await runPath(path, {
        machine: verifyCardMachine,
        input,
        scripted,
        contextKeys: ['check', 'error'],
        // What the page shows in each state: the card's answer, or why there is none (a link not
        // recognised, too many checks, no response); the token checked, and only a shaped one.
        check: (actor) => {
          const snapshot = actor.getSnapshot() as {
            value: string;
            context: { check: CardCheck | null; error: string | null };
            hasTag: (tag: string) => boolean;
          };
          const { value, context } = snapshot;
          expect(snapshot.hasTag('busy')).toBe(value === 'loading');
          expect(snapshot.hasTag('error')).toBe(
            ['refused', 'rateLimited', 'failed'].includes(value),
          );
          expect(context.check).toEqual(value === 'valid' ? check : null);
          expect(context.error).toBe(
            {
              loading: null,
              valid: null,
              refused: messages.api.cardNotRecognised,
              rateLimited: messages.api.tooManyRequests,
              failed: messages.api.noResponse,
            }[value],
          );
          if (!shaped) expect(scripted.calls('verifyCard')).toEqual([]);
          if (value === 'loading')
            expect(scripted.calls('verifyCard').at(-1)).toEqual({ api: input.api, token });
        },
      });
    });
  }
});
