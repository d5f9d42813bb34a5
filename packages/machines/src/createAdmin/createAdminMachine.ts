import {
  cleanText,
  COUNTRY,
  createAdminRequestSchema,
  messages,
  type ApiClient,
  type CreateAdminRequest,
  type CreatedResponse,
} from '@mijas/api';
import { createFormMachine, type FormConfig } from '../form/formMachine.ts';
import {
  emptyNewAccountValues,
  joinMajor,
  NEW_ACCOUNT_FIELDS,
  type NewAccountField,
  type NewAccountValues,
} from '../profileForm/profileFields.ts';

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
  NEW_ACCOUNT_FIELDS.filter(
    (field) => field !== 'otherMajor' && !(OPTIONAL_FIELDS as readonly string[]).includes(field),
  ),
);

export interface CreateAdminInput {
  api: Pick<ApiClient, 'createAdmin'>;
}

/** The create-admin payload (SPEC §3): the country Jordan, a custom major replaces 'Other', empty optionals left out. */
export function createAdminPayload(values: CreateAdminValues) {
  const optional = Object.fromEntries(
    OPTIONAL_FIELDS.filter((field) => cleanText(values[field]) !== '').map((field) => [
      field,
      values[field],
    ]),
  );
  return {
    username: values.username,
    email: values.email,
    gender: values.gender,
    nationality: values.nationality,
    city: values.city,
    major: joinMajor(values),
    country: COUNTRY,
    ...optional,
  };
}

/** The root admin's Create Admin form (SPEC §2, §3, §5, §8): the form resets after success. */
export const createAdminForm: FormConfig<
  CreateAdminValues,
  CreateAdminInput,
  never,
  CreateAdminRequest,
  CreatedResponse
> = {
  id: 'createAdmin',
  schema: createAdminRequestSchema,
  values: emptyNewAccountValues,
  request: createAdminPayload,
  submit: ({ api, body, signal }) => api.createAdmin(body, { signal }),
  labels: {
    get submit() {
      return messages.createAdmin.submit;
    },
    get submitting() {
      return messages.createAdmin.submitting;
    },
  },
  success: {
    get message() {
      return messages.createAdmin.success;
    },
    then: 'reset',
  },
  failure: {
    get message() {
      return messages.createAdmin.failed;
    },
    serverMessage: true,
    toast: 'reason',
  },
};

export const createAdminMachine = createFormMachine(createAdminForm);
