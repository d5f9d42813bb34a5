import {
  cleanText,
  COUNTRY,
  createAdminRequestSchema,
  GENDERS,
  JORDAN_CITIES,
  MAJORS,
  messageFrom,
  messages,
  NATIONALITIES,
  OTHER_MAJOR,
  type ApiClient,
  type CreateAdminRequest,
  type CreatedResponse,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
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
import { notify } from '../shared/notify.ts';

/** The Create Admin form's fields; `otherMajor` is the free text shown when the major is 'Other'. */
export const CREATE_ADMIN_FIELDS = NEW_ACCOUNT_FIELDS;
export type CreateAdminField = NewAccountField;
export type CreateAdminValues = NewAccountValues;

/** SPEC §5: these may stay empty; an empty one is left out of the request. */
const OPTIONAL_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'addressDetails',
  'dateOfBirth',
] as const satisfies readonly CreateAdminField[];

/** The fields the form marks required (SPEC §5); the custom major is required only when 'Other' is chosen. */
export const CREATE_ADMIN_REQUIRED_FIELDS: ReadonlySet<CreateAdminField> = new Set(
  CREATE_ADMIN_FIELDS.filter(
    (field) => field !== 'otherMajor' && !(OPTIONAL_FIELDS as readonly string[]).includes(field),
  ),
);

/** The choices of the form's selects: gender M/F, the contract's nationalities, Jordan's cities, the majors. */
export const CREATE_ADMIN_OPTIONS = {
  genders: GENDERS,
  nationalities: NATIONALITIES,
  cities: JORDAN_CITIES,
  majors: MAJORS,
} as const;

export interface CreateAdminInput {
  api: Pick<ApiClient, 'createAdmin'>;
}

export interface CreateAdminContext extends CreateAdminInput {
  values: CreateAdminValues;
  /** The first problem of each field, from the contract's schema. */
  errors: FieldErrors<CreateAdminField>;
  /** The server's reason, else 'Something went wrong'. */
  error: string | null;
  /** 'Admin created successfully' after a success (the form is empty again then). */
  notice: string | null;
  /** The last admin created. */
  created: CreatedResponse | null;
}

export type CreateAdminEvent =
  { type: 'field.change'; field: CreateAdminField; value: string } | { type: 'form.submit' };

export const emptyCreateAdminValues: () => CreateAdminValues = emptyNewAccountValues;

/** The custom major input shows (with the hint 'Please specify your major') when 'Other' is chosen. */
export function isCustomMajor(values: Pick<CreateAdminValues, 'major'>): boolean {
  return values.major === OTHER_MAJOR;
}

/** The options of a searchable select that contain the typed text (case-insensitive); all for none. */
export function searchOptions<T extends string>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...options] : options.filter((o) => o.toLowerCase().includes(needle));
}

/**
 * Validates the values with the contract's schema (the server's own): the request to send, or the field
 * errors. The country is always Jordan; a custom major replaces 'Other'; empty optional fields are left out.
 */
export function checkCreateAdmin(
  values: CreateAdminValues,
): { ok: true; body: CreateAdminRequest } | { ok: false; errors: FieldErrors<CreateAdminField> } {
  const optional = Object.fromEntries(
    OPTIONAL_FIELDS.filter((field) => cleanText(values[field]) !== '').map((field) => [
      field,
      values[field],
    ]),
  );
  const result = createAdminRequestSchema.safeParse({
    username: values.username,
    email: values.email,
    gender: values.gender,
    nationality: values.nationality,
    city: values.city,
    major: joinMajor(values),
    country: COUNTRY,
    ...optional,
  });
  if (result.success) return { ok: true, body: result.data };
  return {
    ok: false,
    errors: fieldErrorsOf(result, CREATE_ADMIN_FIELDS, {
      otherMajorChosen: isCustomMajor(values),
    }),
  };
}

/** The root admin's Create Admin form (SPEC §2, §3, §5, §8). */
export const createAdminMachine = setup({
  types: {
    context: {} as CreateAdminContext,
    events: {} as CreateAdminEvent,
    input: {} as CreateAdminInput,
  },
  actors: {
    createAdmin: fromPromise<
      CreatedResponse,
      { api: CreateAdminInput['api']; body: CreateAdminRequest }
    >(({ input, signal }) => input.api.createAdmin(input.body, { signal })),
  },
  guards: {
    invalid: ({ context }) => !checkCreateAdmin(context.values).ok,
  },
  actions: { notify },
}).createMachine({
  id: 'createAdmin',
  context: ({ input }) => ({
    ...input,
    values: emptyCreateAdminValues(),
    errors: {},
    error: null,
    notice: null,
    created: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const errors = withoutError(context.errors, event.field);
            return {
              values: { ...context.values, [event.field]: event.value },
              // Choosing another major also settles what was wrong with the custom one.
              errors: event.field === 'major' ? withoutError(errors, 'otherMajor') : errors,
              error: null,
              notice: null,
            };
          }),
        },
        'form.submit': [
          {
            guard: 'invalid',
            actions: assign({
              errors: ({ context }) => {
                const checked = checkCreateAdmin(context.values);
                return checked.ok ? {} : checked.errors;
              },
              error: null,
              notice: null,
            }),
          },
          { target: 'submitting', actions: assign({ errors: {}, error: null, notice: null }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createAdmin',
        src: 'createAdmin',
        input: ({ context }) => {
          const checked = checkCreateAdmin(context.values);
          // `submitting` is entered only with valid values.
          return { api: context.api, body: (checked as { body: CreateAdminRequest }).body };
        },
        onDone: {
          target: 'editing',
          actions: [
            assign({
              values: () => emptyCreateAdminValues(),
              created: ({ event }) => event.output,
              notice: messages.createAdmin.success,
            }),
            {
              type: 'notify',
              params: { kind: 'success', title: messages.createAdmin.success },
            },
          ],
        },
        onError: {
          // Everything typed stays.
          target: 'editing',
          actions: [
            assign({
              error: ({ event }) => messageFrom(event.error, messages.createAdmin.failed),
              errors: ({ event }) => serverFieldErrors(event.error, CREATE_ADMIN_FIELDS),
            }),
            {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'error' as const,
                title: context.error ?? messages.createAdmin.failed,
              }),
            },
          ],
        },
      },
    },
  },
});
