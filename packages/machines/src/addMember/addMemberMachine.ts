import {
  COUNTRY,
  formRule,
  messages,
  type ApiClient,
  type CreatedResponse,
  type CreateMemberRequest,
} from '@mijas/api';
import { createFormMachine, type FormConfig } from '../form/formMachine.ts';
import {
  emptyNewAccountValues,
  joinMajor,
  NEW_ACCOUNT_FIELDS,
  type NewAccountField,
  type NewAccountValues,
} from '../profileForm/profileFields.ts';

export type AddMemberField = NewAccountField;
export type AddMemberValues = NewAccountValues;

/** Every field is required (SPEC §5); the custom major only when 'Other' is chosen. */
export const ADD_MEMBER_REQUIRED_FIELDS: ReadonlySet<AddMemberField> = new Set(
  NEW_ACCOUNT_FIELDS.filter((field) => field !== 'otherMajor'),
);

export interface AddMemberInput {
  api: Pick<ApiClient, 'createMember'>;
}

/** The add-member payload (SPEC §3): country fixed to Jordan, the free text replaces 'Other'. */
export function addMemberPayload(values: AddMemberValues) {
  const { otherMajor: _free, ...fields } = values;
  return { ...fields, major: joinMajor(values), country: COUNTRY };
}

/** The Add Member form of /admin (SPEC §2, §3, §5, §8): every field required; empty again after a success. */
export const addMemberForm: FormConfig<
  AddMemberValues,
  AddMemberInput,
  never,
  CreateMemberRequest,
  CreatedResponse
> = {
  id: 'addMember',
  // The contract's rule, loaded by the admin panel before it starts the form (`loadFormRules`).
  schema: formRule('createMemberRequestSchema'),
  values: emptyNewAccountValues,
  request: addMemberPayload,
  submit: ({ api, body, signal }) => api.createMember(body, { signal }),
  labels: {
    get submit() {
      return messages.addMember.submit;
    },
    get submitting() {
      return messages.addMember.submitting;
    },
  },
  success: {
    get message() {
      return messages.addMember.success;
    },
    then: 'reset',
  },
  failure: {
    get message() {
      return messages.addMember.failed;
    },
    serverMessage: true,
    toast: 'reason',
  },
};

export const addMemberMachine = createFormMachine(addMemberForm);
