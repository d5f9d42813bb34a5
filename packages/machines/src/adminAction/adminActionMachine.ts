import {
  messageFrom,
  messages,
  type AdminListItem,
  type ApiClient,
  type MessageResponse,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { notify, type ToastKind } from '../shared/notify.ts';

export const ADMIN_ACTIONS = ['activateAdmin', 'deactivateAdmin', 'sendVerificationEmail'] as const;
export type AdminActionKind = (typeof ADMIN_ACTIONS)[number];

/** What the action needs to know about the admin's row. */
export type AdminActionTarget = Pick<
  AdminListItem,
  'id' | 'username' | 'isActiveUser' | 'emailIsVerified'
>;

export interface AdminActionInput {
  api: Pick<ApiClient, 'activateAdmin' | 'deactivateAdmin' | 'sendVerificationEmail'>;
  admin: AdminActionTarget;
  action: AdminActionKind;
}

export interface AdminActionContext extends AdminActionInput {
  /** The question asked before deactivating; null for the other actions. */
  prompt: string | null;
  error: string | null;
  notice: string | null;
  /** What changed in the list row, once the call succeeded. */
  patch: Partial<AdminListItem> | null;
}

export type AdminActionEvent = { type: 'action.confirm' } | { type: 'action.cancel' };

/** What the admin list applies to the row at once; `patch` is null when nothing was done. */
export interface AdminActionOutput {
  adminId: string;
  action: AdminActionKind;
  ok: boolean;
  patch: Partial<AdminListItem> | null;
}

/** SPEC §8 toasts (with their kinds), and the row change of each action (SPEC §4: the list updates at once). */
export const ADMIN_ACTION_EFFECTS: Record<
  AdminActionKind,
  {
    success: string;
    successKind: ToastKind;
    failure: string;
    patch: Partial<AdminListItem>;
    confirm: boolean;
  }
> = {
  activateAdmin: {
    success: messages.adminToasts.activated,
    successKind: 'success',
    failure: messages.adminToasts.activateFailed,
    patch: { isActiveUser: true },
    confirm: false,
  },
  deactivateAdmin: {
    success: messages.adminToasts.deactivated,
    successKind: 'info',
    failure: messages.adminToasts.deactivateFailed,
    patch: { isActiveUser: false },
    confirm: true,
  },
  sendVerificationEmail: {
    success: messages.adminToasts.verificationSent,
    successKind: 'success',
    failure: messages.adminToasts.verificationFailed,
    patch: {},
    confirm: false,
  },
};

/**
 * The actions the row menu offers (SPEC §2, besides View Details): Send Verification Email only while the email
 * is unverified, then Deactivate Admin or Activate Admin depending on the account's status.
 */
export function adminMenuActions(
  admin: Pick<AdminListItem, 'isActiveUser' | 'emailIsVerified'>,
): AdminActionKind[] {
  return [
    ...(admin.emailIsVerified ? [] : (['sendVerificationEmail'] as const)),
    admin.isActiveUser ? 'deactivateAdmin' : 'activateAdmin',
  ];
}

/** Calls the endpoint of one action (SPEC §7). */
export function runAdminAction(
  api: AdminActionInput['api'],
  action: AdminActionKind,
  adminId: string,
  signal?: AbortSignal,
): Promise<MessageResponse> {
  const options = { signal };
  switch (action) {
    case 'activateAdmin':
      return api.activateAdmin(adminId, options);
    case 'deactivateAdmin':
      return api.deactivateAdmin(adminId, options);
    case 'sendVerificationEmail':
      return api.sendVerificationEmail({ userId: adminId }, options);
  }
}

/**
 * One admin action from the View Admins menu: activate, deactivate (asked first, `confirming`), send the
 * verification email. An action the menu would not offer for this row (e.g. a verification email to a verified
 * address) ends at once in `cancelled` without a call. Toasts go through the `notify` action the page provides.
 */
export const adminActionMachine = setup({
  types: {
    context: {} as AdminActionContext,
    events: {} as AdminActionEvent,
    input: {} as AdminActionInput,
    output: {} as AdminActionOutput,
  },
  actors: {
    adminAction: fromPromise<
      MessageResponse,
      { api: AdminActionInput['api']; action: AdminActionKind; adminId: string }
    >(({ input, signal }) => runAdminAction(input.api, input.action, input.adminId, signal)),
  },
  guards: {
    notOffered: ({ context }) => !adminMenuActions(context.admin).includes(context.action),
    needsConfirmation: ({ context }) => ADMIN_ACTION_EFFECTS[context.action].confirm,
  },
  actions: { notify },
}).createMachine({
  id: 'adminAction',
  context: ({ input }) => ({
    ...input,
    prompt:
      input.action === 'deactivateAdmin'
        ? messages.adminActionConfirm.deactivateAdmin(input.admin.username)
        : null,
    error: null,
    notice: null,
    patch: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'notOffered', target: 'cancelled' },
        { guard: 'needsConfirmation', target: 'confirming' },
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
        id: 'adminAction',
        src: 'adminAction',
        input: ({ context }) => ({
          api: context.api,
          action: context.action,
          adminId: context.admin.id,
        }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({
              notice: ({ context }) => ADMIN_ACTION_EFFECTS[context.action].success,
              patch: ({ context }) => ADMIN_ACTION_EFFECTS[context.action].patch,
            }),
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: ADMIN_ACTION_EFFECTS[context.action].successKind,
                title: ADMIN_ACTION_EFFECTS[context.action].success,
              }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ context, event }) =>
                messageFrom(event.error, ADMIN_ACTION_EFFECTS[context.action].failure),
            }),
            {
              type: 'notify',
              params: ({ context }) => {
                const title = ADMIN_ACTION_EFFECTS[context.action].failure;
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
    adminId: context.admin.id,
    action: context.action,
    ok: context.patch !== null,
    patch: context.patch,
  }),
});
