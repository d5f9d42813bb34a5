import {
  COUNTRY,
  createMemberRequestSchema,
  messageFrom,
  messages,
  OTHER_MAJOR,
  type ApiClient,
  type CreatedResponse,
  type CreateMemberRequest,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { notify } from '../shared/notify.ts';
import {
  emptyNewAccountValues,
  fieldErrorsOf,
  joinMajor,
  NEW_ACCOUNT_FIELDS,
  serverFieldErrors,
  withoutError,
  type FieldErrors,
  type NewAccountField,
  type NewAccountValues,
} from '../profileForm/profileFields.ts';

export const ADD_MEMBER_FIELDS = NEW_ACCOUNT_FIELDS;
export type AddMemberField = NewAccountField;
export type AddMemberValues = NewAccountValues;

/** Every field is required (SPEC §5); the custom major only when 'Other' is chosen. */
export const ADD_MEMBER_REQUIRED_FIELDS: ReadonlySet<AddMemberField> = new Set(
  ADD_MEMBER_FIELDS.filter((field) => field !== 'otherMajor'),
);

export interface AddMemberInput {
  api: Pick<ApiClient, 'createMember'>;
}

export interface AddMemberContext extends AddMemberInput {
  values: AddMemberValues;
  /** A message per invalid field: the contract's schema (the server validates with the same one). */
  fieldErrors: FieldErrors<AddMemberField>;
  /** The free-text major is shown when 'Other' is chosen. */
  otherMajorShown: boolean;
  /** The request being sent, as the schema parsed it. */
  draft: CreateMemberRequest | null;
  error: string | null;
  notice: string | null;
}

export type AddMemberEvent =
  { type: 'field.change'; field: AddMemberField; value: string } | { type: 'form.submit' };

export const emptyAddMemberValues: AddMemberValues = emptyNewAccountValues();

/** The add-member payload (SPEC §3): country fixed to Jordan, the free text replaces 'Other'. */
export function addMemberPayload(values: AddMemberValues) {
  const { otherMajor: _free, ...fields } = values;
  return { ...fields, major: joinMajor(values), country: COUNTRY };
}

/** Every field is required (SPEC §5): the parsed request, or the first problem of each field. */
export function checkAddMember(
  values: AddMemberValues,
): { ok: true; body: CreateMemberRequest } | { ok: false; errors: FieldErrors<AddMemberField> } {
  const result = createMemberRequestSchema.safeParse(addMemberPayload(values));
  if (result.success) return { ok: true, body: result.data };
  return {
    ok: false,
    errors: fieldErrorsOf(result, ADD_MEMBER_FIELDS, {
      otherMajorChosen: values.major === OTHER_MAJOR,
    }),
  };
}

/** The Add Member form of /admin (SPEC §2, §3, §5, §8). */
export const addMemberMachine = setup({
  types: {
    context: {} as AddMemberContext,
    events: {} as AddMemberEvent,
    input: {} as AddMemberInput,
  },
  actors: {
    createMember: fromPromise<
      CreatedResponse,
      { api: AddMemberInput['api']; body: CreateMemberRequest }
    >(({ input, signal }) => input.api.createMember(input.body, { signal })),
  },
  guards: {
    invalid: ({ context }) => !checkAddMember(context.values).ok,
  },
  actions: { notify },
}).createMachine({
  id: 'addMember',
  context: ({ input }) => ({
    ...input,
    values: emptyAddMemberValues,
    fieldErrors: {},
    otherMajorShown: false,
    draft: null,
    error: null,
    notice: null,
  }),
  initial: 'editing',
  states: {
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
              notice: null,
            };
          }),
        },
        'form.submit': [
          {
            guard: 'invalid',
            actions: assign({
              fieldErrors: ({ context }) => {
                const checked = checkAddMember(context.values);
                return checked.ok ? {} : checked.errors;
              },
              notice: null,
            }),
          },
          {
            target: 'submitting',
            actions: assign({
              fieldErrors: {},
              error: null,
              notice: null,
              draft: ({ context }) => {
                const checked = checkAddMember(context.values);
                return checked.ok ? checked.body : null;
              },
            }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createMember',
        src: 'createMember',
        input: ({ context }) => ({
          api: context.api,
          body: context.draft as CreateMemberRequest,
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({
              values: emptyAddMemberValues,
              otherMajorShown: false,
              draft: null,
              notice: messages.addMember.success,
            }),
            { type: 'notify', params: { kind: 'success', title: messages.addMember.success } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              draft: null,
              error: ({ event }) => messageFrom(event.error, messages.addMember.failed),
              fieldErrors: ({ event }) => serverFieldErrors(event.error, ADD_MEMBER_FIELDS),
            }),
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'error' as const,
                title: context.error ?? messages.addMember.failed,
              }),
            },
          ],
        },
      },
    },
  },
});
