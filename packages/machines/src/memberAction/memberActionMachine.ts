import {
  messageFrom,
  messages,
  type ApiClient,
  type MemberListItem,
  type MessageResponse,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { notify } from '../shared/notify.ts';
import type { MemberRowUpdate } from '../renewMembership/renewMembershipMachine.ts';

export const MEMBER_ACTIONS = [
  'activateMember',
  'deactivateMember',
  'deactivateMembership',
  'sendVerificationEmail',
] as const;
export type MemberActionKind = (typeof MEMBER_ACTIONS)[number];

export interface MemberActionInput {
  api: Pick<
    ApiClient,
    'activateMember' | 'deactivateMember' | 'deactivateMembership' | 'sendVerificationEmail'
  >;
  member: Pick<MemberListItem, 'id' | 'username'>;
  action: MemberActionKind;
}

export interface MemberActionContext extends MemberActionInput {
  /** The question asked before a destructive action; null for the others. */
  prompt: string | null;
  error: string | null;
  notice: string | null;
  /** What changed in the list row, once the call succeeded. */
  patch: Partial<MemberListItem> | null;
}

export type MemberActionEvent = { type: 'action.confirm' } | { type: 'action.cancel' };

/** SPEC §8 toasts, and the row change of each action (the list updates at once on success). */
export const MEMBER_ACTION_EFFECTS: Record<
  MemberActionKind,
  { success: string; failure: string; patch: Partial<MemberListItem>; destructive: boolean }
> = {
  activateMember: {
    success: messages.memberToasts.activated,
    failure: messages.memberToasts.activateFailed,
    patch: { isActiveUser: true },
    destructive: false,
  },
  deactivateMember: {
    success: messages.memberToasts.deactivated,
    failure: messages.memberToasts.deactivateFailed,
    patch: { isActiveUser: false },
    destructive: true,
  },
  deactivateMembership: {
    success: messages.memberToasts.membershipDeactivated,
    failure: messages.memberToasts.membershipDeactivateFailed,
    patch: { hasActiveMembership: false },
    destructive: true,
  },
  sendVerificationEmail: {
    success: messages.memberToasts.verificationSent,
    failure: messages.memberToasts.verificationFailed,
    patch: {},
    destructive: false,
  },
};

/** An entry of a member row's menu: what it runs, whether it can run now, whether it takes something away. */
export interface MemberMenuAction {
  action: MemberActionKind;
  disabled: boolean;
  destructive: boolean;
}

/**
 * The actions a member row's menu offers (SPEC §2, after View Details and Renew Membership): Deactivate
 * Membership (there, but unavailable without an active membership), Send Verification Email only while the
 * email is unverified, then Deactivate Member or Activate Member depending on the account's status.
 */
export function memberMenuActions(
  member: Pick<MemberListItem, 'isActiveUser' | 'emailIsVerified' | 'hasActiveMembership'>,
): MemberMenuAction[] {
  const entry = (action: MemberActionKind, disabled = false): MemberMenuAction => ({
    action,
    disabled,
    destructive: MEMBER_ACTION_EFFECTS[action].destructive,
  });
  return [
    entry('deactivateMembership', !member.hasActiveMembership),
    ...(member.emailIsVerified ? [] : [entry('sendVerificationEmail')]),
    entry(member.isActiveUser ? 'deactivateMember' : 'activateMember'),
  ];
}

function promptFor(action: MemberActionKind, username: string): string | null {
  if (action === 'deactivateMember') return messages.memberActionConfirm.deactivateMember(username);
  if (action === 'deactivateMembership')
    return messages.memberActionConfirm.deactivateMembership(username);
  return null;
}

/** Calls the endpoint of one action (SPEC §7). */
export function runMemberAction(
  api: MemberActionInput['api'],
  action: MemberActionKind,
  memberId: string,
  signal?: AbortSignal,
): Promise<MessageResponse> {
  const options = { signal };
  switch (action) {
    case 'activateMember':
      return api.activateMember(memberId, options);
    case 'deactivateMember':
      return api.deactivateMember(memberId, options);
    case 'deactivateMembership':
      return api.deactivateMembership({ memberId }, options);
    case 'sendVerificationEmail':
      return api.sendVerificationEmail({ userId: memberId }, options);
  }
}

/**
 * One member action from the View Members menu: activate / deactivate the account, deactivate the membership,
 * send the verification email. The destructive ones ask first (`confirming`).
 */
export const memberActionMachine = setup({
  types: {
    context: {} as MemberActionContext,
    events: {} as MemberActionEvent,
    input: {} as MemberActionInput,
    output: {} as MemberRowUpdate & { action: MemberActionKind; ok: boolean },
  },
  actors: {
    memberAction: fromPromise<
      MessageResponse,
      { api: MemberActionInput['api']; action: MemberActionKind; memberId: string }
    >(({ input, signal }) => runMemberAction(input.api, input.action, input.memberId, signal)),
  },
  guards: {
    destructive: ({ context }) => MEMBER_ACTION_EFFECTS[context.action].destructive,
  },
  actions: { notify },
}).createMachine({
  id: 'memberAction',
  context: ({ input }) => ({
    ...input,
    prompt: promptFor(input.action, input.member.username),
    error: null,
    notice: null,
    patch: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'destructive', target: 'confirming' }, { target: 'running' }],
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
        id: 'memberAction',
        src: 'memberAction',
        input: ({ context }) => ({
          api: context.api,
          action: context.action,
          memberId: context.member.id,
        }),
        onDone: {
          target: 'succeeded',
          actions: [
            assign({
              notice: ({ context }) => MEMBER_ACTION_EFFECTS[context.action].success,
              patch: ({ context }) => MEMBER_ACTION_EFFECTS[context.action].patch,
            }),
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'success' as const,
                title: MEMBER_ACTION_EFFECTS[context.action].success,
              }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ context, event }) =>
                messageFrom(event.error, MEMBER_ACTION_EFFECTS[context.action].failure),
            }),
            {
              type: 'notify',
              params: ({ context }) => {
                const title = MEMBER_ACTION_EFFECTS[context.action].failure;
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
    memberId: context.member.id,
    action: context.action,
    ok: context.patch !== null,
    patch: context.patch,
  }),
});
