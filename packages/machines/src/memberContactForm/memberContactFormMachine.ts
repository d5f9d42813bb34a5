import {
  formRule,
  formRules,
  messages,
  type ApiClient,
  type ContactDetailsUpdate,
  type MemberSelf,
  type MessageResponse,
} from '@mijas/api';
import type { ActorRefFrom } from 'xstate';
import { createFormMachine, type FormConfig, type FormOutput } from '../form/formMachine.ts';
import { contactPayload, contactValues, type ContactValues } from '../profileForm/profileFields.ts';

export interface MemberContactInput {
  api: Pick<ApiClient, 'updateMemberSelf'>;
  member: MemberSelf;
}

/**
 * The member's own contact details (PUT /Member): phone, city, address and major, prefilled from the record.
 * Saved, the form ends with the record as the server now holds it (the phone in its one stored form, E.164).
 */
export const memberContactForm: FormConfig<
  ContactValues,
  MemberContactInput,
  MemberSelf,
  ContactDetailsUpdate,
  MessageResponse
> = {
  id: 'memberContactForm',
  // The contract's rule, loaded by the profile before it opens the form (`loadFormRules`).
  schema: formRule('contactDetailsUpdateSchema'),
  source: (input) => input.member,
  values: contactValues,
  request: contactPayload,
  submit: ({ api, body, signal }) => api.updateMemberSelf(body, { signal }),
  labels: {
    get submit() {
      return messages.memberProfileEdit.save;
    },
    get submitting() {
      return messages.memberProfileEdit.saving;
    },
  },
  success: {
    get message() {
      return messages.memberProfileEdit.success;
    },
    then: 'finish',
    apply: ({ source, draft }) =>
      source && {
        ...source,
        ...draft,
        phoneNumber: formRules().normalizePhoneNumber(draft.phoneNumber),
      },
  },
  failure: {
    get message() {
      return messages.memberProfileEdit.failed;
    },
    serverMessage: true,
    toast: 'titled',
  },
};

export const memberContactFormMachine = createFormMachine(memberContactForm);

/** What the form ends with: the record as the server now holds it, and the notice to show with it. */
export type ContactFormOutput = FormOutput<MemberSelf, MessageResponse>;

/** The contact form as the member's profile holds it (its child `contactForm`). */
export type MemberContactFormRef = ActorRefFrom<typeof memberContactFormMachine>;
