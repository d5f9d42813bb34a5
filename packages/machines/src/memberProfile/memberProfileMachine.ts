import {
  fullName,
  isApiError,
  messages,
  messageFrom,
  normalizePhoneNumber,
  type ApiClient,
  type ContactDetailsUpdate,
  type MembershipInfo,
  type MemberSelf,
  type MessageResponse,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { notify } from '../shared/notify.ts';
import {
  checkContact,
  contactValues,
  withoutError,
  type ContactField,
  type ContactValues,
  type FieldErrors,
} from '../profileForm/profileFields.ts';

export interface MemberProfileInput {
  api: Pick<ApiClient, 'getMemberSelf' | 'getMembershipInfo' | 'updateMemberSelf'>;
  /** The signed-in user's id (the session's `userId`, the token's `sub`); null without a session. */
  userId: string | null;
}

export interface MemberProfileContext extends MemberProfileInput {
  /** The member's own record (GET /Member). */
  member: MemberSelf | null;
  /** 'Failed to load member data' or 'No member data found'. */
  memberError: string | null;
  /** The membership card's data (GET /Member/membership-info). */
  membership: MembershipInfo | null;
  /** The membership card's message by status (SPEC §8). */
  membershipError: string | null;
  /** The edit form: phone, city, address, major (+ the free text when the major is 'Other'). */
  values: ContactValues;
  fieldErrors: FieldErrors<ContactField>;
  /** The request being saved, checked with the contract's schema. */
  draft: ContactDetailsUpdate | null;
  editError: string | null;
  editNotice: string | null;
}

export type MemberProfileEvent =
  /** Loads again what failed (the card, the record, or both). */
  | { type: 'profile.reload' }
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'form.submit' };

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** The membership card's message for a failed call (SPEC §8: by status, else the status and body). */
export function membershipCardError(error: unknown): string {
  const card = messages.membershipCard;
  if (!isApiError(error) || !error.hasResponse) {
    const detail = error instanceof Error ? error.message : String(error);
    return `${card.networkErrorPrefix}${detail}`;
  }
  switch (error.status) {
    case 401:
      return card.unauthorized;
    case 403:
      return card.forbidden;
    case 404:
      return card.notFound;
    case 500:
      return card.serverError;
    default:
      return card.otherStatus(error.status, bodyText(error.body));
  }
}

/** What the membership card shows (SPEC §2): the expiry only while the membership is active. */
export function membershipCard(info: MembershipInfo) {
  return {
    username: info.username,
    fullName: fullName(info),
    active: info.isActive,
    expiryDate: info.isActive ? info.expiryDate : null,
  };
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The /member dashboard: the membership card and the member's own record, loaded in parallel, and editing. */
export const memberProfileMachine = setup({
  types: {
    context: {} as MemberProfileContext,
    events: {} as MemberProfileEvent,
    input: {} as MemberProfileInput,
  },
  actors: {
    loadMember: fromPromise<MemberSelf | null, { api: MemberProfileInput['api'] }>(
      ({ input, signal }) => input.api.getMemberSelf({ signal }),
    ),
    loadMembership: fromPromise<
      MembershipInfo,
      { api: MemberProfileInput['api']; memberId: string }
    >(({ input, signal }) => input.api.getMembershipInfo({ memberId: input.memberId }, { signal })),
    saveMember: fromPromise<
      MessageResponse,
      { api: MemberProfileInput['api']; body: ContactDetailsUpdate }
    >(({ input, signal }) => input.api.updateMemberSelf(input.body, { signal })),
  },
  guards: {
    hasUser: ({ context }) => context.userId !== null && context.userId !== '',
    invalid: ({ context }) => !checkContact(context.values).ok,
  },
  actions: { notify },
}).createMachine({
  id: 'memberProfile',
  context: ({ input }) => ({
    ...input,
    member: null,
    memberError: null,
    membership: null,
    membershipError: null,
    values: contactValues(null),
    fieldErrors: {},
    draft: null,
    editError: null,
    editNotice: null,
  }),
  type: 'parallel',
  states: {
    membership: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'hasUser', target: 'loading' },
            {
              target: 'failed',
              actions: assign({ membershipError: messages.membershipCard.noToken }),
            },
          ],
        },
        loading: {
          tags: ['busy'],
          entry: assign({ membershipError: null }),
          invoke: {
            id: 'loadMembership',
            src: 'loadMembership',
            input: ({ context }) => ({ api: context.api, memberId: context.userId ?? '' }),
            onDone: {
              target: 'loaded',
              actions: assign({ membership: ({ event }) => event.output }),
            },
            onError: {
              target: 'failed',
              actions: assign({ membershipError: ({ event }) => membershipCardError(event.error) }),
            },
          },
        },
        loaded: {},
        failed: { on: { 'profile.reload': 'checking' } },
      },
    },
    member: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          entry: assign({ memberError: null }),
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            input: ({ context }) => ({ api: context.api }),
            onDone: [
              { guard: ({ event }) => !event.output, target: 'empty' },
              { target: 'loaded', actions: assign({ member: ({ event }) => event.output }) },
            ],
            onError: [
              { guard: ({ event }) => isNotFound(event.error), target: 'empty' },
              {
                target: 'failed',
                actions: assign({ memberError: messages.memberPage.loadFailed }),
              },
            ],
          },
        },
        empty: {
          entry: assign({ memberError: messages.memberPage.noData }),
          on: { 'profile.reload': 'loading' },
        },
        failed: { on: { 'profile.reload': 'loading' } },
        loaded: {
          initial: 'viewing',
          states: {
            viewing: {
              on: {
                'edit.start': {
                  target: 'editing',
                  actions: assign({
                    values: ({ context }) => contactValues(context.member),
                    fieldErrors: {},
                    editError: null,
                    editNotice: null,
                  }),
                },
              },
            },
            editing: {
              on: {
                'field.change': {
                  actions: assign(({ context, event }) => ({
                    values: { ...context.values, [event.field]: event.value },
                    fieldErrors: withoutError(context.fieldErrors, event.field),
                    editError: null,
                  })),
                },
                'edit.cancel': {
                  target: 'viewing',
                  actions: assign({ fieldErrors: {}, editError: null }),
                },
                'form.submit': [
                  {
                    guard: 'invalid',
                    actions: assign({
                      fieldErrors: ({ context }) => {
                        const checked = checkContact(context.values);
                        return checked.ok ? {} : checked.errors;
                      },
                    }),
                  },
                  {
                    target: 'saving',
                    actions: assign({
                      fieldErrors: {},
                      editError: null,
                      draft: ({ context }) => {
                        const checked = checkContact(context.values);
                        return checked.ok ? checked.body : null;
                      },
                    }),
                  },
                ],
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveMember',
                src: 'saveMember',
                input: ({ context }) => ({
                  api: context.api,
                  body: context.draft as ContactDetailsUpdate,
                }),
                onDone: {
                  target: 'viewing',
                  actions: [
                    assign({
                      // The record as the server now holds it: the phone in its one stored form (E.164).
                      member: ({ context }) =>
                        context.member && context.draft
                          ? {
                              ...context.member,
                              ...context.draft,
                              phoneNumber: normalizePhoneNumber(context.draft.phoneNumber),
                            }
                          : context.member,
                      draft: null,
                      editNotice: messages.memberProfileEdit.success,
                    }),
                    {
                      type: 'notify',
                      params: { kind: 'success', title: messages.memberProfileEdit.success },
                    },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: [
                    assign({
                      draft: null,
                      editError: ({ event }) =>
                        messageFrom(event.error, messages.memberProfileEdit.failed),
                    }),
                    {
                      type: 'notify',
                      params: ({ context }) => ({
                        kind: 'error' as const,
                        title: messages.memberProfileEdit.failed,
                        ...(context.editError ? { description: context.editError } : {}),
                      }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The edit button's label: 'Saving...' while saving, else 'Save Changes'. */
export function memberProfileSaveLabel(saving: boolean): string {
  return saving ? messages.memberProfileEdit.saving : messages.memberProfileEdit.save;
}
