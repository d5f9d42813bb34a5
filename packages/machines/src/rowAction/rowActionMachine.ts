import {
  mayResendVerification,
  messageFrom,
  messages,
  type AdminListItem,
  type ApiClient,
  type MemberListItem,
  type MessageResponse,
} from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ListDialogConfig } from '../searchableList/listConfig.ts';
import { notify, type ToastKind } from '../shared/notify.ts';

/**
 * One action from a list row's menu (View Members, View Admins): activate or deactivate the account, deactivate
 * the membership, send the verification email. The destructive ones ask first (`confirming`); an action the
 * row's menu would not offer ends at once in `cancelled`, without a call. The toasts of SPEC §8 go through the
 * `notify` action the page provides; the output is the row's change, which the list applies at once.
 */

export type RowActionApi = Pick<
  ApiClient,
  | 'activateMember'
  | 'deactivateMember'
  | 'deactivateMembership'
  | 'sendVerificationEmail'
  | 'activateAdmin'
  | 'deactivateAdmin'
>;

/** What one action does: its call, its toasts (SPEC §8), its change to the row, its question. */
export interface RowActionEffect<Row> {
  run: (api: RowActionApi, id: string, signal: AbortSignal) => Promise<MessageResponse>;
  success: string;
  successKind: ToastKind;
  failure: string;
  patch: Partial<Row>;
  /** The question asked before running; the action runs at once without one. */
  prompt?: (username: string) => string;
}

/** An entry of a row's menu: the action, whether it can run now, whether it takes something away. */
export interface RowMenuAction<Kind extends string = string> {
  action: Kind;
  disabled: boolean;
  destructive: boolean;
}

/** The actions of one kind of row: what each does, and which the row's menu offers. */
export interface RowActions<Row, Kind extends string> {
  effects: Record<Kind, RowActionEffect<Row>>;
  menu: (row: Row) => RowMenuAction<Kind>[];
}

function menuEntry<Row, Kind extends string>(
  effects: Record<Kind, RowActionEffect<Row>>,
  action: Kind,
  disabled = false,
): RowMenuAction<Kind> {
  return { action, disabled, destructive: effects[action].prompt !== undefined };
}

export const MEMBER_ACTIONS = [
  'activateMember',
  'deactivateMember',
  'deactivateMembership',
  'sendVerificationEmail',
] as const;
export type MemberActionKind = (typeof MEMBER_ACTIONS)[number];

const memberEffects: Record<MemberActionKind, RowActionEffect<MemberListItem>> = {
  activateMember: {
    run: (api, id, signal) => api.activateMember(id, { signal }),
    get success() {
      return messages.memberToasts.activated;
    },
    successKind: 'success',
    get failure() {
      return messages.memberToasts.activateFailed;
    },
    patch: { isActiveUser: true },
  },
  deactivateMember: {
    run: (api, id, signal) => api.deactivateMember(id, { signal }),
    get success() {
      return messages.memberToasts.deactivated;
    },
    successKind: 'success',
    get failure() {
      return messages.memberToasts.deactivateFailed;
    },
    patch: { isActiveUser: false },
    prompt: (username) => messages.memberActionConfirm.deactivateMember(username),
  },
  deactivateMembership: {
    run: (api, memberId, signal) => api.deactivateMembership({ memberId }, { signal }),
    get success() {
      return messages.memberToasts.membershipDeactivated;
    },
    successKind: 'success',
    get failure() {
      return messages.memberToasts.membershipDeactivateFailed;
    },
    patch: { hasActiveMembership: false },
    prompt: (username) => messages.memberActionConfirm.deactivateMembership(username),
  },
  sendVerificationEmail: {
    run: (api, userId, signal) => api.sendVerificationEmail({ userId }, { signal }),
    get success() {
      return messages.memberToasts.verificationSent;
    },
    successKind: 'success',
    get failure() {
      return messages.memberToasts.verificationFailed;
    },
    patch: {},
  },
};

/**
 * View Members (SPEC §2, after View Details and Renew Membership): Deactivate Membership (there, but unavailable
 * without an active membership), Send Verification Email only while the email is unverified, then Deactivate
 * Member or Activate Member depending on the account's status.
 */
export const MEMBER_ROW_ACTIONS: RowActions<MemberListItem, MemberActionKind> = {
  effects: memberEffects,
  menu: (member) => [
    menuEntry(memberEffects, 'deactivateMembership', !member.hasActiveMembership),
    ...(mayResendVerification(member.emailIsVerified)
      ? [menuEntry(memberEffects, 'sendVerificationEmail')]
      : []),
    menuEntry(memberEffects, member.isActiveUser ? 'deactivateMember' : 'activateMember'),
  ],
};

export const ADMIN_ACTIONS = ['activateAdmin', 'deactivateAdmin', 'sendVerificationEmail'] as const;
export type AdminActionKind = (typeof ADMIN_ACTIONS)[number];

const adminEffects: Record<AdminActionKind, RowActionEffect<AdminListItem>> = {
  activateAdmin: {
    run: (api, id, signal) => api.activateAdmin(id, { signal }),
    get success() {
      return messages.adminToasts.activated;
    },
    successKind: 'success',
    get failure() {
      return messages.adminToasts.activateFailed;
    },
    patch: { isActiveUser: true },
  },
  deactivateAdmin: {
    run: (api, id, signal) => api.deactivateAdmin(id, { signal }),
    get success() {
      return messages.adminToasts.deactivated;
    },
    // SPEC §8: 'Admin deactivated' is an info toast.
    successKind: 'info',
    get failure() {
      return messages.adminToasts.deactivateFailed;
    },
    patch: { isActiveUser: false },
    prompt: (username) => messages.adminActionConfirm.deactivateAdmin(username),
  },
  sendVerificationEmail: {
    run: (api, userId, signal) => api.sendVerificationEmail({ userId }, { signal }),
    get success() {
      return messages.adminToasts.verificationSent;
    },
    successKind: 'success',
    get failure() {
      return messages.adminToasts.verificationFailed;
    },
    patch: {},
  },
};

/**
 * View Admins (SPEC §2, besides View Details): Send Verification Email only while the email is unverified, then
 * Deactivate Admin or Activate Admin depending on the account's status.
 */
export const ADMIN_ROW_ACTIONS: RowActions<AdminListItem, AdminActionKind> = {
  effects: adminEffects,
  menu: (admin) => [
    ...(mayResendVerification(admin.emailIsVerified)
      ? [menuEntry(adminEffects, 'sendVerificationEmail')]
      : []),
    menuEntry(adminEffects, admin.isActiveUser ? 'deactivateAdmin' : 'activateAdmin'),
  ],
};

/** The row an action is about: its id and username, and what its menu looks at. */
export type RowActionTarget = { id: string; username: string } & Record<string, unknown>;

export interface RowActionInput {
  api: RowActionApi;
  row: RowActionTarget;
  action: string;
  /** The actions of this kind of row (`MEMBER_ROW_ACTIONS`, `ADMIN_ROW_ACTIONS`). */
  actions: RowActions<never, string>;
}

export interface RowActionContext extends RowActionInput {
  /** The question asked before a destructive action; null for the others. */
  prompt: string | null;
  error: string | null;
  notice: string | null;
  /** What changed in the row, once the call succeeded. */
  patch: Record<string, unknown> | null;
}

export type RowActionEvent = { type: 'action.confirm' } | { type: 'action.cancel' };

/** What the list applies to the row at once; `patch` is null when nothing was done. */
export interface RowActionOutput {
  id: string;
  action: string;
  ok: boolean;
  patch: Record<string, unknown> | null;
}

export interface RunRowActionInput {
  api: RowActionApi;
  effect: RowActionEffect<unknown>;
  id: string;
}

const effectOf = (context: Pick<RowActionContext, 'actions' | 'action'>) =>
  (context.actions.effects as Record<string, RowActionEffect<unknown> | undefined>)[context.action];

export const rowActionMachine = setup({
  types: {
    context: {} as RowActionContext,
    events: {} as RowActionEvent,
    input: {} as RowActionInput,
    output: {} as RowActionOutput,
  },
  actors: {
    runAction: fromPromise<MessageResponse, RunRowActionInput>(({ input, signal }) =>
      input.effect.run(input.api, input.id, signal),
    ),
  },
  guards: {
    notOffered: ({ context }) =>
      !context.actions
        .menu(context.row as never)
        .some((entry) => entry.action === context.action && !entry.disabled),
    asksFirst: ({ context }) => context.prompt !== null,
  },
  actions: { notify },
}).createMachine({
  id: 'rowAction',
  context: ({ input }) => ({
    ...input,
    prompt: effectOf(input)?.prompt?.(input.row.username) ?? null,
    error: null,
    notice: null,
    patch: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'notOffered', target: 'cancelled' },
        { guard: 'asksFirst', target: 'confirming' },
        { target: 'running' },
      ],
    },
    confirming: {
      on: {
        'action.confirm': 'running',
        'action.cancel': 'cancelled',
      },
    },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({
          api: context.api,
          effect: effectOf(context)!,
          id: context.row.id,
        }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign(({ context }) => ({
              notice: effectOf(context)!.success,
              patch: effectOf(context)!.patch as Record<string, unknown>,
            })),
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: effectOf(context)!.successKind,
                title: effectOf(context)!.success,
              }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ context, event }) => messageFrom(event.error, effectOf(context)!.failure),
            }),
            {
              type: 'notify',
              params: ({ context }) => {
                const title = effectOf(context)!.failure;
                return {
                  kind: 'error' as const,
                  title,
                  ...(context.error && context.error !== title
                    ? { description: context.error }
                    : {}),
                };
              },
            },
          ],
        },
      },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({
    id: context.row.id,
    action: context.action,
    ok: context.patch !== null,
    patch: context.patch,
  }),
});

export type RowActionSnapshot = SnapshotFrom<typeof rowActionMachine>;

/** A list's row actions as its dialog `action` (`createSearchableListMachine`'s `dialogs`): this machine on the row. */
export function rowActionDialog<Row, Kind extends string>(
  actions: RowActions<Row, Kind>,
): ListDialogConfig<unknown, Row> {
  return {
    logic: rowActionMachine,
    input: ({ api, row, action }) => ({ api, row, action: action ?? '', actions }),
  };
}
