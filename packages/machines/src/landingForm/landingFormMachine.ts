import {
  formSubmissionRequestSchema,
  FORM_TYPES,
  messageFrom,
  messages,
  OTHER_MAJOR,
  type ApiClient,
  type FormSubmissionRequest,
  type FormType,
  type MessageResponse,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import type { KeyValueStorage } from '../storage/storage.ts';
import { limitReached, recordSubmission } from './submissionLog.ts';

export interface LandingFormInput {
  api: Pick<ApiClient, 'submitForm'>;
  /** Local storage: the submission log behind the 2-per-24-hours limit. */
  storage: KeyValueStorage;
  /** The clock of the limit (tests); defaults to `Date.now`. */
  now?: () => number;
}

export type LandingField = 'name' | 'email' | 'mobile' | 'major' | 'otherMajor' | 'message';

export interface LandingFormContext {
  api: LandingFormInput['api'];
  storage: KeyValueStorage;
  now: () => number;
  type: FormType;
  values: Record<LandingField, string>;
  /** A message per invalid field, from the contract's schema (the server checks the same). */
  fieldErrors: Partial<Record<LandingField, string>>;
  /** The free-text major is shown when 'Other' is chosen. */
  otherMajorShown: boolean;
  error: string | null;
  notice: string | null;
}

export type LandingFormEvent =
  | { type: 'type.change'; value: FormType }
  | { type: 'field.change'; field: LandingField; value: string }
  | { type: 'form.submit' }
  /** After a submission: a fresh form of the same type. */
  | { type: 'form.reset' };

const emptyValues: Record<LandingField, string> = {
  name: '',
  email: '',
  mobile: '',
  major: '',
  otherMajor: '',
  message: '',
};

/**
 * The request the form's values make: the free text replaces 'Other'; a blank mobile or message is left out (the
 * contract keeps a message's lines).
 */
export function landingPayload(
  context: Pick<LandingFormContext, 'type' | 'values'>,
): FormSubmissionRequest {
  const { values } = context;
  const mobile = values.mobile.trim();
  const message = values.message.trim();
  return {
    type: context.type,
    major: values.major === OTHER_MAJOR ? values.otherMajor : values.major,
    name: values.name,
    email: values.email,
    ...(mobile ? { mobile } : {}),
    ...(message ? { message } : {}),
  };
}

/** What is sent: the form's values under the contract's text rule (cleaned, trimmed), as the server reads them. */
export function landingRequest(
  context: Pick<LandingFormContext, 'type' | 'values'>,
): FormSubmissionRequest {
  const payload = landingPayload(context);
  const result = formSubmissionRequestSchema.safeParse(payload);
  return result.success ? result.data : payload;
}

/**
 * The first problem of each field (SPEC §5: name, email and major required; mobile optional but valid; the
 * message optional, within its length).
 */
export function landingFieldErrors(context: Pick<LandingFormContext, 'type' | 'values'>) {
  const result = formSubmissionRequestSchema.safeParse(landingPayload(context));
  const errors: Partial<Record<LandingField, string>> = {};
  if (result.success) return errors;
  const other = context.values.major === OTHER_MAJOR;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (key === 'major' && other) errors.otherMajor ??= messages.createAdmin.customMajorHint;
    else if (typeof key === 'string' && key in context.values)
      errors[key as LandingField] ??= issue.message;
  }
  return errors;
}

/** The landing page's Join Us / Inquiry form (SPEC §2, §5). */
export const landingFormMachine = setup({
  types: {
    context: {} as LandingFormContext,
    events: {} as LandingFormEvent,
    input: {} as LandingFormInput,
  },
  actors: {
    submitForm: fromPromise<
      MessageResponse,
      { api: LandingFormInput['api']; body: FormSubmissionRequest }
    >(({ input, signal }) => input.api.submitForm(input.body, { signal })),
  },
  guards: {
    invalid: ({ context }) => Object.keys(landingFieldErrors(context)).length > 0,
    limitReached: ({ context }) => limitReached(context.storage, context.type, context.now()),
  },
  actions: {
    record: ({ context }) => recordSubmission(context.storage, context.type, context.now()),
  },
}).createMachine({
  id: 'landingForm',
  context: ({ input }) => ({
    api: input.api,
    storage: input.storage,
    now: input.now ?? Date.now,
    type: FORM_TYPES[0],
    values: emptyValues,
    fieldErrors: {},
    otherMajorShown: false,
    error: null,
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'type.change': { actions: assign({ type: ({ event }) => event.value, error: null }) },
        'field.change': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
            return {
              values,
              fieldErrors,
              otherMajorShown: values.major === OTHER_MAJOR,
              error: null,
            };
          }),
        },
        'form.submit': [
          {
            guard: 'invalid',
            actions: assign({ fieldErrors: ({ context }) => landingFieldErrors(context) }),
          },
          {
            guard: 'limitReached',
            actions: assign({
              error: ({ context }) => messages.landingForm.limitReached(context.type),
            }),
          },
          { target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }) => ({ api: context.api, body: landingRequest(context) }),
        onDone: {
          target: 'sent',
          actions: [
            'record',
            assign({ notice: ({ event }) => event.output.message || messages.api.formReceived }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.landingForm.failed),
          }),
        },
      },
    },
    sent: {
      on: {
        'form.reset': {
          target: 'editing',
          actions: assign({
            values: emptyValues,
            fieldErrors: {},
            otherMajorShown: false,
            notice: null,
          }),
        },
        'type.change': {
          target: 'editing',
          actions: assign({
            type: ({ event }) => event.value,
            values: emptyValues,
            otherMajorShown: false,
            notice: null,
          }),
        },
      },
    },
  },
});
