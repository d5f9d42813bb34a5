import { ApiError, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import {
  adminActionMachine,
  adminMenuActions,
  type AdminActionInput,
  type AdminActionKind,
  type AdminActionTarget,
} from './adminActionMachine.ts';

const active: AdminActionTarget = {
  id: '00000000-0000-4000-8000-000000000003',
  username: 'omar',
  isActiveUser: true,
  emailIsVerified: false,
};
const inactive: AdminActionTarget = { ...active, isActiveUser: false };
const api = unusedApi<AdminActionInput['api']>();

function start(
  action: AdminActionKind,
  run: (input: unknown) => Promise<{ message: string }>,
  admin: AdminActionTarget = action === 'activateAdmin' ? inactive : active,
) {
  const notify = vi.fn();
  const call = vi.fn(run);
  const machine = adminActionMachine.provide({
    actors: { adminAction: fromPromise(({ input }) => call(input)) },
    actions: { notify: (_, toast) => notify(toast) },
  });
  const actor = createActor(machine, { input: { api, admin, action } }).start();
  return { actor, notify, call };
}

describe('admin action machine', () => {
  it('offers Send Verification Email only while unverified, then Deactivate or Activate by status', () => {
    expect(adminMenuActions({ isActiveUser: true, emailIsVerified: false })).toEqual([
      'sendVerificationEmail',
      'deactivateAdmin',
    ]);
    expect(adminMenuActions({ isActiveUser: false, emailIsVerified: false })).toEqual([
      'sendVerificationEmail',
      'activateAdmin',
    ]);
    expect(adminMenuActions({ isActiveUser: true, emailIsVerified: true })).toEqual([
      'deactivateAdmin',
    ]);
    expect(adminMenuActions({ isActiveUser: false, emailIsVerified: true })).toEqual([
      'activateAdmin',
    ]);
  });

  it('activates at once: toast Admin activated (success), row patch isActiveUser true', async () => {
    const { actor, notify, call } = start('activateAdmin', () =>
      Promise.resolve({ message: 'ok' }),
    );
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.prompt).toBeNull();
    await reach(actor, 'succeeded');
    expect(call).toHaveBeenCalledExactlyOnceWith({
      api,
      action: 'activateAdmin',
      adminId: active.id,
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'success', title: 'Admin activated' });
    expect(actor.getSnapshot().context.notice).toBe('Admin activated');
    expect(actor.getSnapshot().output).toEqual({
      adminId: active.id,
      action: 'activateAdmin',
      ok: true,
      patch: { isActiveUser: true },
    });
  });

  it('asks before deactivating; on confirm: toast Admin deactivated (info), patch isActiveUser false', async () => {
    const { actor, notify, call } = start('deactivateAdmin', () =>
      Promise.resolve({ message: 'ok' }),
    );
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.prompt).toBe(
      'Deactivate the admin account of omar? They will no longer be able to log in.',
    );
    expect(call).not.toHaveBeenCalled();
    actor.send({ type: 'action.confirm' });
    await reach(actor, 'succeeded');
    expect(call).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'info', title: 'Admin deactivated' });
    expect(actor.getSnapshot().output).toEqual({
      adminId: active.id,
      action: 'deactivateAdmin',
      ok: true,
      patch: { isActiveUser: false },
    });
  });

  it('cancelling the confirmation calls nothing and patches nothing', () => {
    const { actor, notify, call } = start('deactivateAdmin', () =>
      Promise.resolve({ message: 'ok' }),
    );
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(call).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({
      adminId: active.id,
      action: 'deactivateAdmin',
      ok: false,
      patch: null,
    });
  });

  it('sends the verification email to an unverified admin: toast Verification email sent', async () => {
    const { actor, notify } = start('sendVerificationEmail', () =>
      Promise.resolve({ message: 'Verification email sent.' }),
    );
    await reach(actor, 'succeeded');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      title: 'Verification email sent',
    });
    expect(actor.getSnapshot().output).toMatchObject({ ok: true, patch: {} });
  });

  it.each([
    ['sendVerificationEmail', { ...active, emailIsVerified: true }],
    ['activateAdmin', active],
    ['deactivateAdmin', inactive],
  ] as const)('does not run %s where the menu would not offer it', (action, admin) => {
    const { actor, notify, call } = start(action, () => Promise.resolve({ message: 'ok' }), admin);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(call).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output?.ok).toBe(false);
  });

  it.each([
    ['activateAdmin', 'Failed to activate admin'],
    ['deactivateAdmin', 'Failed to deactivate admin'],
    ['sendVerificationEmail', 'Failed to send verification email'],
  ] as const)(
    '%s failing toasts %s (error), with the server reason as description',
    async (action, title) => {
      const withReason = start(action, () =>
        Promise.reject(
          new ApiError({ status: 403, body: [{ code: 'Forbidden', description: 'Not allowed.' }] }),
        ),
      );
      withReason.actor.send({ type: 'action.confirm' });
      await reach(withReason.actor, 'failed');
      expect(withReason.notify).toHaveBeenCalledExactlyOnceWith({
        kind: 'error',
        title,
        description: 'Not allowed.',
      });
      expect(withReason.actor.getSnapshot().context.error).toBe('Not allowed.');
      expect(withReason.actor.getSnapshot().output).toMatchObject({ ok: false, patch: null });

      const offline = start(action, () => Promise.reject(new ApiError({ status: 0 })));
      offline.actor.send({ type: 'action.confirm' });
      await reach(offline.actor, 'failed');
      expect(offline.notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', title });
      expect(offline.actor.getSnapshot().context.error).toBe(title);
    },
  );

  it('calls the endpoint of each action by default, with an AbortSignal', async () => {
    const fakeApi = {
      activateAdmin: vi.fn(() => Promise.resolve({ message: 'ok' })),
      deactivateAdmin: vi.fn(() => Promise.resolve({ message: 'ok' })),
      sendVerificationEmail: vi.fn(() => Promise.resolve({ message: 'ok' })),
    };
    const signal = { signal: expect.any(AbortSignal) };
    for (const [action, admin] of [
      ['activateAdmin', inactive],
      ['deactivateAdmin', active],
      ['sendVerificationEmail', active],
    ] as const) {
      const actor = createActor(adminActionMachine, {
        input: { api: fakeApi, admin, action },
      }).start();
      actor.send({ type: 'action.confirm' });
      await reach(actor, 'succeeded');
    }
    expect(fakeApi.activateAdmin).toHaveBeenCalledExactlyOnceWith(active.id, signal);
    expect(fakeApi.deactivateAdmin).toHaveBeenCalledExactlyOnceWith(active.id, signal);
    expect(fakeApi.sendVerificationEmail).toHaveBeenCalledExactlyOnceWith(
      { userId: active.id },
      signal,
    );
  });

  it('a stopped action cancels its request', () => {
    const fakeApi = { ...api, activateAdmin: vi.fn(() => new Promise<never>(() => {})) };
    const actor = createActor(adminActionMachine, {
      input: { api: fakeApi, admin: inactive, action: 'activateAdmin' },
    }).start();
    const [, options] = fakeApi.activateAdmin.mock.calls[0] as unknown as [
      string,
      { signal: AbortSignal },
    ];
    actor.stop();
    expect(options.signal.aborted).toBe(true);
  });
});

describe('admin action machine: every shortest path', () => {
  const failure = new ApiError({ status: 404, body: { message: 'Admin not found.' } });
  const events = [
    { type: 'action.confirm' },
    { type: 'action.cancel' },
    { type: 'xstate.done.actor.adminAction', output: { message: 'ok' } },
    { type: 'xstate.error.actor.adminAction', error: failure },
  ] as never[];
  const cases = [
    ['deactivateAdmin', active, ['confirming', 'running', 'succeeded', 'failed', 'cancelled']],
    ['activateAdmin', inactive, ['running', 'succeeded', 'failed']],
    ['sendVerificationEmail', active, ['running', 'succeeded', 'failed']],
  ] as const;

  for (const [action, admin, states] of cases) {
    const input: AdminActionInput = { api, admin, action };
    const paths = createTestModel(modelOf(adminActionMachine), {
      input,
      events,
    }).getShortestPaths();

    it(`${action} (verified ${admin.emailIsVerified}) reaches ${states.join(', ')}`, () => {
      expect(visitedStates(paths)).toEqual(new Set(states.map((s) => JSON.stringify(s))));
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const notify = vi.fn();
      await runPath(path, {
        machine: adminActionMachine.provide({ actions: { notify: (_, toast) => notify(toast) } }),
        input,
        scripted: scriptedActors(['adminAction']),
        contextKeys: ['prompt', 'error', 'notice', 'patch'],
        check: (actor) => {
          const snapshot = actor.getSnapshot();
          if (snapshot.matches('succeeded'))
            expect(notify).toHaveBeenLastCalledWith(
              expect.objectContaining({
                title: {
                  activateAdmin: messages.adminToasts.activated,
                  deactivateAdmin: messages.adminToasts.deactivated,
                  sendVerificationEmail: messages.adminToasts.verificationSent,
                }[action],
              }),
            );
          else if (snapshot.matches('failed'))
            expect(notify).toHaveBeenLastCalledWith(
              expect.objectContaining({ kind: 'error', description: 'Admin not found.' }),
            );
          else expect(notify).not.toHaveBeenCalled();
        },
      });
    });
  }
});
