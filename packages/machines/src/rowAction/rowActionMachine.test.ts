import { ApiError, type AdminListItem, type MemberListItem } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import {
  ADMIN_ROW_ACTIONS,
  MEMBER_ROW_ACTIONS,
  rowActionMachine,
  type RowActionApi,
  type RowActionInput,
} from './rowActionMachine.ts';

const api = unusedApi<RowActionApi>();

/** An active member with a membership and an unverified email: every member action is offered for some row. */
const member = {
  id: '5d3c1b7e-2f4a-4b8e-9c1d-0a2b3c4d5e6f',
  username: 'sara',
  isActiveUser: true,
  hasActiveMembership: true,
  emailIsVerified: false,
} as unknown as MemberListItem;
const inactiveMember = { ...member, isActiveUser: false } as MemberListItem;

const admin = {
  id: '00000000-0000-4000-8000-000000000003',
  username: 'omar',
  isActiveUser: true,
  emailIsVerified: false,
} as unknown as AdminListItem;
const inactiveAdmin = { ...admin, isActiveUser: false } as AdminListItem;

function input(row: MemberListItem | AdminListItem, action: string): RowActionInput {
  const actions = 'hasActiveMembership' in row ? MEMBER_ROW_ACTIONS : ADMIN_ROW_ACTIONS;
  return { api, row: row as never, action, actions: actions as never };
}

function start(
  row: MemberListItem | AdminListItem,
  action: string,
  run: () => Promise<{ message: string }> = () => Promise.resolve({ message: 'Done.' }),
) {
  const notify = vi.fn();
  const call = vi.fn((_: unknown) => run());
  const machine = rowActionMachine.provide({
    actors: { runAction: fromPromise(({ input: given }) => call(given)) },
    actions: { notify: (_, toast) => notify(toast) },
  });
  const actor = createActor(machine, { input: input(row, action) }).start();
  return { actor, notify, call };
}

/** Every action, its row, its toast (SPEC §8, with its kind), its question, and its change to the row. */
const actions = [
  ['activateMember', inactiveMember, 'success', 'Member activated', null, { isActiveUser: true }],
  [
    'deactivateMember',
    member,
    'success',
    'Member deactivated',
    'Deactivate the account of sara? They will no longer be able to log in.',
    { isActiveUser: false },
  ],
  [
    'deactivateMembership',
    member,
    'success',
    'Membership deactivated',
    'Deactivate the membership of sara? It stays inactive until it is renewed.',
    { hasActiveMembership: false },
  ],
  ['sendVerificationEmail', member, 'success', 'Verification email sent', null, {}],
  ['activateAdmin', inactiveAdmin, 'success', 'Admin activated', null, { isActiveUser: true }],
  [
    'deactivateAdmin',
    admin,
    'info',
    'Admin deactivated',
    'Deactivate the admin account of omar? They will no longer be able to log in.',
    { isActiveUser: false },
  ],
  ['sendVerificationEmail', admin, 'success', 'Verification email sent', null, {}],
] as const;

const failures = [
  ['activateMember', inactiveMember, 'Activation failed'],
  ['deactivateMember', member, 'Deactivation failed'],
  ['deactivateMembership', member, 'Failed to deactivate membership'],
  ['sendVerificationEmail', member, 'Failed to send verification email'],
  ['activateAdmin', inactiveAdmin, 'Failed to activate admin'],
  ['deactivateAdmin', admin, 'Failed to deactivate admin'],
  ['sendVerificationEmail', admin, 'Failed to send verification email'],
] as const;

describe('row action machine', () => {
  it.each(actions)(
    '%s: asks first only when destructive, then toasts (%s) %j and outputs the row change',
    async (action, row, kind, title, prompt, patch) => {
      const { actor, notify, call } = start(row, action);
      expect(actor.getSnapshot().context.prompt).toBe(prompt);
      if (prompt) {
        expect(actor.getSnapshot().value).toBe('confirming');
        expect(call).not.toHaveBeenCalled();
        actor.send({ type: 'action.confirm' });
      }
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await reach(actor, 'succeeded');
      expect(call).toHaveBeenCalledOnce();
      expect(notify).toHaveBeenCalledExactlyOnceWith({ kind, title });
      expect(actor.getSnapshot().context.notice).toBe(title);
      expect(actor.getSnapshot().output).toEqual({ id: row.id, action, ok: true, patch });
    },
  );

  it.each([
    ['deactivateMember', member],
    ['deactivateMembership', member],
    ['deactivateAdmin', admin],
  ] as const)('%s: cancelling calls nothing and changes nothing', (action, row) => {
    const { actor, notify, call } = start(row, action);
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(call).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ id: row.id, action, ok: false, patch: null });
  });

  it.each(failures)(
    '%s failing toasts %j (error) with the server reason, else the title alone',
    async (action, row, title) => {
      const withReason = start(row, action, () =>
        Promise.reject(
          new ApiError({
            status: 409,
            body: [{ code: 'AlreadyInactive', description: 'This account is already inactive.' }],
          }),
        ),
      );
      withReason.actor.send({ type: 'action.confirm' });
      await reach(withReason.actor, 'failed');
      expect(withReason.notify).toHaveBeenCalledExactlyOnceWith({
        kind: 'error',
        title,
        description: 'This account is already inactive.',
      });
      expect(withReason.actor.getSnapshot().context.error).toBe(
        'This account is already inactive.',
      );
      expect(withReason.actor.getSnapshot().output).toMatchObject({ ok: false, patch: null });

      const offline = start(row, action, () => Promise.reject(new ApiError({ status: 0 })));
      offline.actor.send({ type: 'action.confirm' });
      await reach(offline.actor, 'failed');
      expect(offline.notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', title });
      expect(offline.actor.getSnapshot().context.error).toBe(title);
    },
  );

  it.each([
    ['sendVerificationEmail', { ...member, emailIsVerified: true }],
    ['activateMember', member],
    ['deactivateMember', inactiveMember],
    ['deactivateMembership', { ...member, hasActiveMembership: false }],
    ['activateAdmin', admin],
    ['deactivateAdmin', inactiveAdmin],
    ['deactivateAdmin', member],
    ['promote', admin],
  ] as const)('does not run %s where the row menu would not offer it', (action, row) => {
    const { actor, notify, call } = start(row as MemberListItem, action);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(call).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output?.ok).toBe(false);
  });

  it('calls the endpoint of each action by default, with an AbortSignal', async () => {
    const ok = () => Promise.resolve({ message: 'ok' });
    const client = {
      activateMember: vi.fn(ok),
      deactivateMember: vi.fn(ok),
      deactivateMembership: vi.fn(ok),
      sendVerificationEmail: vi.fn(ok),
      activateAdmin: vi.fn(ok),
      deactivateAdmin: vi.fn(ok),
    };
    for (const [action, row] of actions) {
      const actor = createActor(rowActionMachine, {
        input: { ...input(row, action), api: client },
      }).start();
      actor.send({ type: 'action.confirm' });
      await reach(actor, 'succeeded');
    }
    const signal = { signal: expect.any(AbortSignal) };
    expect(client.activateMember).toHaveBeenCalledExactlyOnceWith(member.id, signal);
    expect(client.deactivateMember).toHaveBeenCalledExactlyOnceWith(member.id, signal);
    expect(client.deactivateMembership).toHaveBeenCalledExactlyOnceWith(
      { memberId: member.id },
      signal,
    );
    expect(client.sendVerificationEmail.mock.calls).toEqual([
      [{ userId: member.id }, signal],
      [{ userId: admin.id }, signal],
    ]);
    expect(client.activateAdmin).toHaveBeenCalledExactlyOnceWith(admin.id, signal);
    expect(client.deactivateAdmin).toHaveBeenCalledExactlyOnceWith(admin.id, signal);
  });

  it('a stopped action cancels its request', () => {
    const client = { ...api, activateAdmin: vi.fn(() => new Promise<never>(() => {})) };
    const actor = createActor(rowActionMachine, {
      input: { ...input(inactiveAdmin, 'activateAdmin'), api: client },
    }).start();
    const [, options] = client.activateAdmin.mock.calls[0] as unknown as [
      string,
      { signal: AbortSignal },
    ];
    actor.stop();
    expect(options.signal.aborted).toBe(true);
  });
});

describe('row menus', () => {
  it('View Members: Deactivate Membership (unavailable without a membership), the email, the account toggle', () => {
    const row = { isActiveUser: true, emailIsVerified: true, hasActiveMembership: true };
    expect(MEMBER_ROW_ACTIONS.menu(row as MemberListItem)).toEqual([
      { action: 'deactivateMembership', disabled: false, destructive: true },
      { action: 'deactivateMember', disabled: false, destructive: true },
    ]);
    expect(
      MEMBER_ROW_ACTIONS.menu({
        ...row,
        hasActiveMembership: false,
        isActiveUser: false,
      } as MemberListItem),
    ).toEqual([
      { action: 'deactivateMembership', disabled: true, destructive: true },
      { action: 'activateMember', disabled: false, destructive: false },
    ]);
    expect(
      MEMBER_ROW_ACTIONS.menu({ ...row, emailIsVerified: false } as MemberListItem).map(
        (entry) => entry.action,
      ),
    ).toEqual(['deactivateMembership', 'sendVerificationEmail', 'deactivateMember']);
  });

  it('View Admins: Send Verification Email only while unverified, then Deactivate or Activate by status', () => {
    const menu = (isActiveUser: boolean, emailIsVerified: boolean) =>
      ADMIN_ROW_ACTIONS.menu({ isActiveUser, emailIsVerified } as AdminListItem).map(
        (entry) => entry.action,
      );
    expect(menu(true, false)).toEqual(['sendVerificationEmail', 'deactivateAdmin']);
    expect(menu(false, false)).toEqual(['sendVerificationEmail', 'activateAdmin']);
    expect(menu(true, true)).toEqual(['deactivateAdmin']);
    expect(menu(false, true)).toEqual(['activateAdmin']);
    expect(ADMIN_ROW_ACTIONS.menu(admin).find((e) => e.action === 'deactivateAdmin')).toEqual({
      action: 'deactivateAdmin',
      disabled: false,
      destructive: true,
    });
  });
});

describe('row action machine: every transition, from the graph', () => {
  const failure = new ApiError({ status: 404, body: { message: 'Not found.' } });
  const events = [
    { type: 'action.confirm' },
    { type: 'action.cancel' },
    { type: 'xstate.done.actor.runAction', output: { message: 'Done.' } },
    { type: 'xstate.error.actor.runAction', error: failure },
  ] as never[];
  // One row of each kind per way through: asked first, run at once, not offered.
  const inputs = [
    input(member, 'deactivateMember'),
    input(inactiveMember, 'activateMember'),
    input(admin, 'deactivateAdmin'),
    input(admin, 'sendVerificationEmail'),
    input(inactiveAdmin, 'deactivateAdmin'),
  ];
  const covered = new Set<string>();
  const paths = inputs.flatMap((given) => {
    const found = transitionPaths(
      createTestModel(modelOf(rowActionMachine), { input: given, events }),
    );
    found.covered.forEach((name) => covered.add(name));
    return found.map((path) => ({ given, path }));
  });

  it('the paths take every transition of the machine', () => {
    expect(flowGraph(rowActionMachine).transitions.filter((name) => !covered.has(name))).toEqual(
      [],
    );
  });

  it.each(
    paths.map(({ given, path }) => [
      `${given.action} on ${given.row.username}: ${path.steps
        .slice(1)
        .map((step) => step.event.type)
        .join(' → ')}`,
      given,
      path,
    ]),
  )('%s', async (_, given, path) => {
    const notify = vi.fn();
    const scripted = scriptedActors(['runAction']);
    const expected = actions.find(([action, row]) => action === given.action && row === given.row);
    const failed = failures.find(([action, row]) => action === given.action && row === given.row);
    await runPath(path as never, {
      machine: rowActionMachine.provide({ actions: { notify: (_, toast) => notify(toast) } }),
      input: given,
      scripted,
      contextKeys: ['prompt', 'error', 'notice', 'patch'],
      // The question, the call, the toast (SPEC §8) and the row's change each state must show.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot();
        const { prompt, notice, error } = snapshot.context;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('running'));
        // The question's answer: Cancel leaves the row as it is, Confirm runs the action.
        if (event.type === 'action.cancel') expect(snapshot.value).toBe('cancelled');
        if (event.type === 'action.confirm') expect(snapshot.value).toBe('running');
        // An action the menu would not offer (an inactive admin's Deactivate) is never asked or run.
        if (!expected) {
          expect(snapshot.value).toBe('cancelled');
          expect(scripted.calls('runAction')).toEqual([]);
        } else expect(prompt).toBe(expected[4]);
        const ran = ['running', 'succeeded', 'failed'].some((state) => snapshot.matches(state));
        expect(scripted.calls('runAction')).toEqual(
          ran ? [{ api, effect: expect.anything(), id: given.row.id }] : [],
        );
        expect(notice).toBe(snapshot.matches('succeeded') ? expected?.[3] : null);
        expect(error).toBe(snapshot.matches('failed') ? 'Not found.' : null);
        if (snapshot.matches('succeeded'))
          expect(notify).toHaveBeenCalledExactlyOnceWith({
            kind: expected?.[2],
            title: expected?.[3],
          });
        else if (snapshot.matches('failed'))
          expect(notify).toHaveBeenCalledExactlyOnceWith({
            kind: 'error',
            title: failed?.[2],
            description: 'Not found.',
          });
        else expect(notify).not.toHaveBeenCalled();
        if (snapshot.status === 'done')
          expect(snapshot.output).toEqual({
            id: given.row.id,
            action: given.action,
            ok: snapshot.matches('succeeded'),
            patch: snapshot.matches('succeeded') ? expected?.[5] : null,
          });
      },
    });
  });
});
