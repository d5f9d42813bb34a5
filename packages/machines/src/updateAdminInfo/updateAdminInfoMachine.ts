import {
  messageFrom,
  messages,
  OTHER_MAJOR,
  type AdminInfo,
  type ApiClient,
  type ContactDetailsUpdate,
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

export interface UpdateAdminInfoInput {
  api: Pick<ApiClient, 'getAdminInfo' | 'updateAdminInfo'>;
  /** The admin info already loaded (My Profile); without it the form loads it first. */
  admin?: AdminInfo | null;
}

export interface UpdateAdminInfoContext {
  api: UpdateAdminInfoInput['api'];
  admin: AdminInfo | null;
  /** phoneNumber, city, addressDetails, major (+ the free text when the major is 'Other'). */
  values: ContactValues;
  fieldErrors: FieldErrors<ContactField>;
  otherMajorShown: boolean;
  draft: ContactDetailsUpdate | null;
  error: string | null;
  notice: string | null;
}

export type UpdateAdminInfoEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'form.submit' }
  /** After a failed load. */
  | { type: 'profile.reload' };

/** /update-admin, 'Edit Admin Information' (SPEC §2): the admin's phone, city, address and major. */
export const updateAdminInfoMachine = setup({
  types: {
    context: {} as UpdateAdminInfoContext,
    events: {} as UpdateAdminInfoEvent,
    input: {} as UpdateAdminInfoInput,
  },
  actors: {
    loadAdmin: fromPromise<AdminInfo, { api: UpdateAdminInfoInput['api'] }>(({ input, signal }) =>
      input.api.getAdminInfo({ signal }),
    ),
    /** The client refreshes its cached admin info after a successful PUT, so My Profile shows the change. */
    saveAdminInfo: fromPromise<
      MessageResponse,
      { api: UpdateAdminInfoInput['api']; body: ContactDetailsUpdate }
    >(({ input, signal }) => input.api.updateAdminInfo(input.body, { signal })),
  },
  guards: {
    prefilled: ({ context }) => context.admin !== null,
    invalid: ({ context }) => !checkContact(context.values).ok,
  },
  actions: {
    notify,
    prefill: assign(({ context }) => {
      const values = contactValues(context.admin);
      return { values, otherMajorShown: values.major === OTHER_MAJOR };
    }),
  },
}).createMachine({
  id: 'updateAdminInfo',
  context: ({ input }) => ({
    api: input.api,
    admin: input.admin ?? null,
    values: contactValues(null),
    fieldErrors: {},
    otherMajorShown: false,
    draft: null,
    error: null,
    notice: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'prefilled', target: 'editing', actions: 'prefill' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadAdmin',
        src: 'loadAdmin',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'editing',
          actions: [assign({ admin: ({ event }) => event.output }), 'prefill'],
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.adminInfo.fetchFailed),
          }),
        },
      },
    },
    loadFailed: { on: { 'profile.reload': 'loading' } },
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
                const checked = checkContact(context.values);
                return checked.ok ? {} : checked.errors;
              },
              notice: null,
            }),
          },
          {
            target: 'saving',
            actions: assign({
              fieldErrors: {},
              error: null,
              notice: null,
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
        id: 'saveAdminInfo',
        src: 'saveAdminInfo',
        input: ({ context }) => ({
          api: context.api,
          body: context.draft as ContactDetailsUpdate,
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({
              admin: ({ context }) =>
                context.admin && context.draft
                  ? { ...context.admin, ...context.draft }
                  : context.admin,
              draft: null,
              notice: messages.updateAdminInfo.success,
            }),
            {
              type: 'notify',
              params: { kind: 'success', title: messages.updateAdminInfo.success },
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ draft: null, error: messages.updateAdminInfo.failed }),
            { type: 'notify', params: { kind: 'error', title: messages.updateAdminInfo.failed } },
          ],
        },
      },
    },
  },
});

/** The button: 'Saving...' while saving, else 'Save Changes' (SPEC §2). */
export function updateAdminInfoLabel(saving: boolean): string {
  return saving ? messages.updateAdminInfo.saving : messages.updateAdminInfo.save;
}
