import {
  formRule,
  applicationIdParamsSchema,
  messageFrom,
  messages,
  type ApiClient,
  type CreatedResponse,
  type CreateMemberRequest,
  type ApplicationDetails,
} from '@mijas/api';
import {
  addMemberForm,
  addMemberPayload,
  type AddMemberValues,
} from '../addMember/addMemberMachine.ts';
import { createFormMachine, type FormConfig } from '../form/formMachine.ts';
import { emptyNewAccountValues, splitMajor } from '../profileForm/profileFields.ts';

/**
 * Add Member filled from an application of Applications (issue 21, "Create member from this application"): the page opens
 * with the submission's id in its URL (`?from=<id>`, so a reload keeps it), loads the submission, fills the
 * name (split at the first space), email, mobile and major, and sends `submissionId` with the member: the server
 * links the two and marks the application handled. The form then ends (the page returns to Applications), or
 * ends unsent at Back to the application (`form.cancel`).
 */

export interface AddMemberFromApplicationInput {
  api: Pick<ApiClient, 'createMember' | 'getApplicationDetails'>;
  /** The submission's id (from the URL: anything but an id says the application is missing). */
  from: string;
  /** The submission, when the page has it already (nothing is loaded then). */
  submission?: ApplicationDetails | null;
}

/** A full name as the form's two fields: the first word, and the rest. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The Add Member values an application fills; the rest stays empty for the admin. */
export function applicationValues(submission: ApplicationDetails | null): AddMemberValues {
  const empty = emptyNewAccountValues();
  if (!submission) return empty;
  return {
    ...empty,
    ...splitFullName(submission.name),
    email: submission.email,
    phoneNumber: submission.mobile ?? '',
    ...splitMajor(submission.major),
  };
}

export const addMemberFromApplicationForm: FormConfig<
  AddMemberValues,
  AddMemberFromApplicationInput,
  ApplicationDetails,
  CreateMemberRequest,
  CreatedResponse
> = {
  id: 'addMemberFromApplication',
  // The contract's rule, loaded by the admin panel before it starts the form (`loadFormRules`).
  schema: formRule('createMemberRequestSchema'),
  source: (input) => input.submission ?? null,
  values: applicationValues,
  request: (values, { source }) => ({
    ...addMemberPayload(values),
    ...(source ? { submissionId: source.id } : {}),
  }),
  submit: ({ api, body, signal }) => api.createMember(body, { signal }),
  load: {
    fetch: ({ input, signal }) => input.api.getApplicationDetails(input.from, { signal }),
    possible: (input) => applicationIdParamsSchema.safeParse({ id: input.from }).success,
    get missing() {
      return messages.api.submissionNotFound;
    },
    failed: (error) => messageFrom(error, messages.applications.detailsFailed),
  },
  labels: addMemberForm.labels,
  // Back to the application, unsent.
  cancel: true,
  success: {
    get message() {
      return messages.addMember.success;
    },
    then: 'finish',
  },
  failure: addMemberForm.failure,
};

export const addMemberFromApplicationMachine = createFormMachine(addMemberFromApplicationForm);
