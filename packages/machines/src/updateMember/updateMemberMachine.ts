import {
  messageFrom,
  messages,
  OTHER_MAJOR,
  updateMemberRequestSchema,
  type ApiClient,
  type MemberListItem,
  type UpdateMemberRequest,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { navigate } from '../shared/navigation.ts';
import { notify } from '../shared/notify.ts';
import {
  fieldErrorsOf,
  joinMajor,
  splitMajor,
  withoutError,
  type FieldErrors,
} from '../profileForm/profileFields.ts';
import type { MemberRowUpdate } from '../renewMembership/renewMembershipMachine.ts';

export const UPDATE_MEMBER_FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'gender',
  'city',
  'addressDetails',
  'major',
  'otherMajor',
  'dateOfBirth',
] as const;
export type UpdateMemberField = (typeof UPDATE_MEMBER_FIELDS)[number];
export type UpdateMemberValues = Record<UpdateMemberField, string>;

/** Where the form goes after a save (SPEC §2). */
export const VIEW_MEMBERS_PATH = '/view-members';

/**
 * The address the form returns to (after a save, or Cancel): the members list it was opened from, with its
 * search and page (`/view-members?by=username&q=ali&page=2`, or the admin panel's `/admin?…`); anything else,
 * or nothing, is the bare list.
 */
export function listReturnPath(from: unknown): string {
  return typeof from === 'string' && /^\/(view-members|admin)(\?[^#]*)?$/.test(from)
    ? from
    : VIEW_MEMBERS_PATH;
}

export interface UpdateMemberInput {
  api: Pick<ApiClient, 'getMemberDetails' | 'updateMember'>;
  /** The member passed in navigation state. */
  member?: MemberListItem | null;
  /** Else the member's id (e.g. from the URL), loaded with getMemberDetails. */
  memberId?: string | null;
  /** The list address the form was opened from (see `listReturnPath`). */
  returnTo?: string | null;
}

export interface UpdateMemberContext {
  api: UpdateMemberInput['api'];
  memberId: string | null;
  member: MemberListItem | null;
  /** Where a save or Cancel leads: the list as it was left. */
  returnTo: string;
  /** The values as loaded: only what differs is sent (the username never is: it is the login name). */
  initial: UpdateMemberValues;
  values: UpdateMemberValues;
  isActive: boolean;
  fieldErrors: FieldErrors<UpdateMemberField>;
  otherMajorShown: boolean;
  draft: UpdateMemberRequest | null;
  error: string | null;
  notice: string | null;
}

export type UpdateMemberEvent =
  | { type: 'field.change'; field: UpdateMemberField; value: string }
  | { type: 'active.change'; value: boolean }
  | { type: 'form.submit' };

export function updateMemberValues(member: MemberListItem | null): UpdateMemberValues {
  return {
    username: member?.username ?? '',
    email: member?.email ?? '',
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    phoneNumber: member?.phoneNumber ?? '',
    gender: member?.gender ?? '',
    city: member?.city ?? '',
    addressDetails: member?.addressDetails ?? '',
    ...splitMajor(member?.major),
    dateOfBirth: member?.dateOfBirth ?? '',
  };
}

const CHANGEABLE = [
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'city',
  'addressDetails',
  'dateOfBirth',
] as const;

/**
 * The PUT /Admin/members/{id} body: the gender always (SPEC §5: required), the other fields when changed,
 * checked with the contract's schema (the server validates with the same one).
 */
export function checkUpdateMember(
  context: Pick<UpdateMemberContext, 'initial' | 'values' | 'isActive' | 'member'>,
): { ok: true; body: UpdateMemberRequest } | { ok: false; errors: FieldErrors<UpdateMemberField> } {
  const { initial, values } = context;
  const body: Record<string, unknown> = { gender: values.gender };
  for (const field of CHANGEABLE) if (values[field] !== initial[field]) body[field] = values[field];
  if (joinMajor(values) !== joinMajor(initial)) body.major = joinMajor(values);
  if (context.member && context.isActive !== context.member.isActiveUser)
    body.isActive = context.isActive;
  const result = updateMemberRequestSchema.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  return {
    ok: false,
    errors: fieldErrorsOf(result, UPDATE_MEMBER_FIELDS, {
      otherMajorChosen: values.major === OTHER_MAJOR,
    }),
  };
}

function fromMember(member: MemberListItem) {
  const values = updateMemberValues(member);
  return {
    member,
    memberId: member.id,
    initial: values,
    values,
    isActive: member.isActiveUser,
    otherMajorShown: values.major === OTHER_MAJOR,
  };
}

/** /update-member (SPEC §2), saving for real with PUT /Admin/members/{id}. */
export const updateMemberMachine = setup({
  types: {
    context: {} as UpdateMemberContext,
    events: {} as UpdateMemberEvent,
    input: {} as UpdateMemberInput,
    output: {} as MemberRowUpdate,
  },
  actors: {
    loadMember: fromPromise<MemberListItem, { api: UpdateMemberInput['api']; id: string }>(
      ({ input, signal }) => input.api.getMemberDetails(input.id, { signal }),
    ),
    saveMember: fromPromise<
      MemberListItem,
      { api: UpdateMemberInput['api']; id: string; body: UpdateMemberRequest }
    >(({ input, signal }) => input.api.updateMember(input.id, input.body, { signal })),
  },
  guards: {
    prefilled: ({ context }) => context.member !== null,
    hasId: ({ context }) => context.memberId !== null,
    invalid: ({ context }) => !checkUpdateMember(context).ok,
  },
  actions: { navigate, notify },
}).createMachine({
  id: 'updateMember',
  context: ({ input }) => ({
    api: input.api,
    memberId: input.memberId || null,
    member: null,
    returnTo: listReturnPath(input.returnTo),
    initial: updateMemberValues(null),
    values: updateMemberValues(null),
    isActive: false,
    fieldErrors: {},
    otherMajorShown: false,
    draft: null,
    error: null,
    notice: null,
    ...(input.member ? fromMember(input.member) : {}),
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'prefilled', target: 'editing' },
        { guard: 'hasId', target: 'loading' },
        { target: 'missing', actions: assign({ error: messages.updateMember.noData }) },
      ],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        input: ({ context }) => ({ api: context.api, id: context.memberId ?? '' }),
        onDone: { target: 'editing', actions: assign(({ event }) => fromMember(event.output)) },
        onError: {
          target: 'missing',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.updateMember.noData),
          }),
        },
      },
    },
    /** 'No member data found.' (or why the member could not be loaded). */
    missing: {},
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            return {
              values,
              fieldErrors: withoutError(context.fieldErrors, event.field),
              otherMajorShown: values.major === OTHER_MAJOR,
              error: null,
            };
          }),
        },
        'active.change': { actions: assign({ isActive: ({ event }) => event.value, error: null }) },
        'form.submit': [
          {
            guard: 'invalid',
            actions: assign({
              fieldErrors: ({ context }) => {
                const checked = checkUpdateMember(context);
                return checked.ok ? {} : checked.errors;
              },
            }),
          },
          {
            target: 'saving',
            actions: assign({
              fieldErrors: {},
              error: null,
              draft: ({ context }) => {
                const checked = checkUpdateMember(context);
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
          id: context.memberId ?? '',
          body: context.draft as UpdateMemberRequest,
        }),
        onDone: {
          target: 'saved',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'success' as const,
                title: messages.updateMember.success,
                // The server mailed the new address a link to confirm it.
                ...(context.draft?.email === undefined
                  ? {}
                  : { description: messages.updateMember.emailConfirmationSent }),
              }),
            },
            assign({
              member: ({ event }) => event.output,
              draft: null,
              notice: messages.updateMember.success,
            }),
            { type: 'navigate', params: ({ context }) => ({ to: context.returnTo }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              draft: null,
              error: ({ event }) => messageFrom(event.error, messages.updateMember.failed),
            }),
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'error' as const,
                title: context.error ?? messages.updateMember.failed,
              }),
            },
          ],
        },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ memberId: context.memberId ?? '', patch: context.member }),
});

/** The save button: 'Saving...' while saving, else 'Save'. */
export function updateMemberLabel(saving: boolean): string {
  return saving ? messages.updateMember.saving : messages.updateMember.save;
}
