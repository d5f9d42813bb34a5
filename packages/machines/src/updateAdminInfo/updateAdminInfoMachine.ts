import {
  contactDetailsUpdateSchema,
  messageFrom,
  messages,
  type AdminInfo,
  type ApiClient,
  type ContactDetailsUpdate,
  type MessageResponse,
} from '@mijas/api';
import { createFormMachine, type FormConfig } from '../form/formMachine.ts';
import { contactPayload, contactValues, type ContactValues } from '../profileForm/profileFields.ts';

export interface UpdateAdminInfoInput {
  api: Pick<ApiClient, 'getAdminInfo' | 'updateAdminInfo'>;
  /** The admin info already loaded (My Profile); without it the form loads it first. */
  admin?: AdminInfo | null;
}

/**
 * /update-admin, 'Edit Admin Information' (SPEC §2): the admin's phone, city, address and major; 'Save Changes'
 * ('Saving...'), then '✅ Info updated successfully' or '❌ Failed to update info', with the form as it was.
 */
export const updateAdminInfoForm: FormConfig<
  ContactValues,
  UpdateAdminInfoInput,
  AdminInfo,
  ContactDetailsUpdate,
  MessageResponse
> = {
  id: 'updateAdminInfo',
  schema: contactDetailsUpdateSchema,
  source: (input) => input.admin ?? null,
  values: contactValues,
  request: contactPayload,
  load: {
    fetch: ({ input, signal }) => input.api.getAdminInfo({ signal }),
    failed: (error) => messageFrom(error, messages.adminInfo.fetchFailed),
  },
  /** The client refreshes its cached admin info after a successful PUT, so My Profile shows the change. */
  submit: ({ api, body, signal }) => api.updateAdminInfo(body, { signal }),
  labels: {
    get submit() {
      return messages.updateAdminInfo.save;
    },
    get submitting() {
      return messages.updateAdminInfo.saving;
    },
  },
  success: {
    get message() {
      return messages.updateAdminInfo.success;
    },
    then: 'stay',
    apply: ({ source, draft }) => (source ? { ...source, ...draft } : source),
  },
  failure: {
    get message() {
      return messages.updateAdminInfo.failed;
    },
    serverMessage: false,
    toast: 'reason',
  },
};

export const updateAdminInfoMachine = createFormMachine(updateAdminInfoForm);
