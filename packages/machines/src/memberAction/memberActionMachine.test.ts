import { ApiError } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import {
  memberActionMachine,
  memberMenuActions,
  type MemberActionInput,
  type MemberActionKind,
} from './memberActionMachine.ts';

const member = { id: '5d3c1b7e-2f4a-4b8e-9c1d-0a2b3c4d5e6f', username: 'sara' };
const api = unusedApi<MemberActionInput['api']>();

function start(action: MemberActionKind, run: () => Promise<{ message: string }>) {
  const notify = vi.fn();
  const call = vi.fn((_: unknown) => run());
  const machine = memberActionMachine.provide({
    actors: { memberAction: fromPromise(({ input }) => call(input)) },
    actions: { notify: (_, toast) => notify(toast) },
  });
  const actor = createActor(machine, { input: { api, member, action } }).start();
  return { actor, notify, call };
}

const ok = () => Promise.resolve({ message: 'Done.' });

describe('member action machine', () => {
  it.each([
    ['activateMember', 'Member activated', { isActiveUser: true }],
    ['sendVerificationEmail', 'Verification email sent', {}],
  ] as const)(
    '%s runs at once, toasts %j and outputs the row patch',
    async (action, title, patch) => {
      const { actor, notify, call } = start(action, ok);
      expect(actor.getSnapshot().value).toBe('running');
      expect(actor.getSnapshot().context.prompt).toBeNull();
      expect(call).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ action, memberId: member.id }),
      );
      await reach(actor, 'succeeded');
      expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'success', title });
      expect(actor.getSnapshot().context.notice).toBe(title);
      expect(actor.getSnapshot().output).toEqual({ memberId: member.id, action, ok: true, patch });
    },
  );

  it.each([
    [
      'deactivateMember',
      'Deactivate the account of sara? They will no longer be able to log in.',
      'Member deactivated',
      { isActiveUser: false },
    ],
    [
      'deactivateMembership',
      'Deactivate the membership of sara? It stays inactive until it is renewed.',
      'Membership deactivated',
      { hasActiveMembership: false },
    ],
  ] as const)(
    '%s asks first, then toasts and outputs the patch',
    async (action, prompt, title, patch) => {
      const { actor, notify, call } = start(action, ok);
      expect(actor.getSnapshot().value).toBe('confirming');
      expect(actor.getSnapshot().context.prompt).toBe(prompt);
      expect(call).not.toHaveBeenCalled();
      actor.send({ type: 'action.confirm' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await reach(actor, 'succeeded');
      expect(call).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'success', title });
      expect(actor.getSnapshot().output).toEqual({ memberId: member.id, action, ok: true, patch });
    },
  );

  it.each(['deactivateMember', 'deactivateMembership'] as const)(
    '%s: cancel calls nothing and changes nothing',
    (action) => {
      const { actor, notify, call } = start(action, ok);
      actor.send({ type: 'action.cancel' });
      expect(actor.getSnapshot().value).toBe('cancelled');
      expect(call).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
      expect(actor.getSnapshot().output).toEqual({
        memberId: member.id,
        action,
        ok: false,
        patch: null,
      });
    },
  );

  it.each([
    ['activateMember', 'Activation failed'],
    ['deactivateMember', 'Deactivation failed'],
    ['deactivateMembership', 'Failed to deactivate membership'],
    ['sendVerificationEmail', 'Failed to send verification email'],
  ] as const)('%s failure toasts %j with the server message', async (action, title) => {
    const { actor, notify } = start(action, () =>
      Promise.reject(
        new ApiError({
          status: 409,
          body: [{ code: 'AlreadyInactive', description: 'This account is already inactive.' }],
        }),
      ),
    );
    actor.send({ type: 'action.confirm' });
    await reach(actor, 'failed');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      title,
      description: 'This account is already inactive.',
    });
    expect(actor.getSnapshot().context.error).toBe('This account is already inactive.');
    expect(actor.getSnapshot().output).toMatchObject({ ok: false, patch: null });
  });

  it('a failure without a server message toasts the title alone', async () => {
    const { actor, notify } = start('activateMember', () =>
      Promise.reject(new ApiError({ status: 0 })),
    );
    await reach(actor, 'failed');
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', title: 'Activation failed' });
    expect(actor.getSnapshot().context.error).toBe('Activation failed');
  });

  it('calls the right client endpoint for each action by default', async () => {
    const client = {
      activateMember: vi.fn(ok),
      deactivateMember: vi.fn(ok),
      deactivateMembership: vi.fn(ok),
      sendVerificationEmail: vi.fn(ok),
    };
    const signal = { signal: expect.any(AbortSignal) };
    for (const action of [
      'activateMember',
      'deactivateMember',
      'deactivateMembership',
      'sendVerificationEmail',
    ] as const) {
      const actor = createActor(memberActionMachine, {
        input: { api: client, member, action },
      }).start();
      actor.send({ type: 'action.confirm' });
      await reach(actor, 'succeeded');
    }
    expect(client.activateMember).toHaveBeenCalledExactlyOnceWith(member.id, signal);
    expect(client.deactivateMember).toHaveBeenCalledExactlyOnceWith(member.id, signal);
    expect(client.deactivateMembership).toHaveBeenCalledExactlyOnceWith(
      { memberId: member.id },
      signal,
    );
    expect(client.sendVerificationEmail).toHaveBeenCalledExactlyOnceWith(
      { userId: member.id },
      signal,
    );
  });
});

describe('member row menu', () => {
  const row = { isActiveUser: true, emailIsVerified: true, hasActiveMembership: true };

  it('offers Deactivate Membership (unavailable without an active membership) and the account toggle', () => {
    expect(memberMenuActions(row)).toEqual([
      { action: 'deactivateMembership', disabled: false, destructive: true },
      { action: 'deactivateMember', disabled: false, destructive: true },
    ]);
    expect(memberMenuActions({ ...row, hasActiveMembership: false, isActiveUser: false })).toEqual([
      { action: 'deactivateMembership', disabled: true, destructive: true },
      { action: 'activateMember', disabled: false, destructive: false },
    ]);
  });

  it('offers Send Verification Email only while the email is unverified (SPEC §2)', () => {
    expect(memberMenuActions({ ...row, emailIsVerified: false }).map((a) => a.action)).toEqual([
      'deactivateMembership',
      'sendVerificationEmail',
      'deactivateMember',
    ]);
  });
});

describe('member action machine: every shortest path', () => {
  const failure = new ApiError({ status: 404, body: { message: 'Member not found.' } });
  const events = [
    { type: 'action.confirm' },
    { type: 'action.cancel' },
    { type: 'xstate.done.actor.memberAction', output: { message: 'Done.' } },
    { type: 'xstate.error.actor.memberAction', error: failure },
  ] as never[];

  for (const [action, states] of [
    ['deactivateMember', ['confirming', 'running', 'succeeded', 'failed', 'cancelled']],
    ['activateMember', ['running', 'succeeded', 'failed']],
  ] as const) {
    const input: MemberActionInput = { api, member, action };
    const paths = createTestModel(modelOf(memberActionMachine), {
      input,
      events,
    }).getShortestPaths();

    it(`${action}: covers ${states.join(', ')}`, () => {
      expect(visitedStates(paths)).toEqual(new Set(states.map((s) => JSON.stringify(s))));
    });

    it.each(paths.map((path) => [path.description, path] as const))(
      `${action}: %s`,
      async (_, path) => {
        await runPath(path, {
          machine: memberActionMachine,
          input,
          scripted: scriptedActors(['memberAction']),
          contextKeys: ['prompt', 'error', 'notice', 'patch'],
          check: (actor) => {
            const snapshot = actor.getSnapshot();
            if (snapshot.matches('failed'))
              expect(snapshot.context.error).toBe('Member not found.');
            if (snapshot.matches('succeeded')) expect(snapshot.output?.ok).toBe(true);
          },
        });
      },
    );
  }
});
