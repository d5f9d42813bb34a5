import {
  messageFrom,
  messages,
  updateMemberRequestSchema,
  type ApiClient,
  type MemberListItem,
  type UpdateMemberRequest,
} from '@mijas/api';
import { createFormMachine, type FormConfig } from '../form/formMachine.ts';
import { joinMajor, splitMajor } from '../profileForm/profileFields.ts';

export type UpdateMemberValues = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  gender: string;
  city: string;
  addressDetails: string;
  major: string;
  otherMajor: string;
  dateOfBirth: string;
  /** The Active switch. */
  isActive: boolean;
};
export type UpdateMemberField = keyof UpdateMemberValues;

/** Where the form goes after a save (SPEC §2). */
export const VIEW_MEMBERS_PATH = '/view-members';

/**
 * The address the form returns to (after a save, or Cancel): the members list it was opened from, with its
 * search and page (`/admin/view-members?by=username&q=ali&page=2`, the spec's `/view-members?…`, or a bare
 * `/admin?…`); anything else, or nothing, is the bare list.
 */
export function listReturnPath(from: unknown): string {
  return typeof from === 'string' &&
    /^\/(view-members|admin|admin\/view-members)(\?[^#]*)?$/.test(from)
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
    isActive: member?.isActiveUser ?? false,
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
  'isActive',
] as const;

/**
 * The PUT /Admin/members/{id} body: the gender always (SPEC §5: required), the other fields when changed (the
 * username never: it is the login name).
 */
export function updateMemberPayload(
  values: UpdateMemberValues,
  { initial }: { initial: UpdateMemberValues },
) {
  const body: Record<string, unknown> = { gender: values.gender };
  for (const field of CHANGEABLE) if (values[field] !== initial[field]) body[field] = values[field];
  if (joinMajor(values) !== joinMajor(initial)) body.major = joinMajor(values);
  return body;
}

/** /update-member (SPEC §2), saving for real with PUT /Admin/members/{id}, then back to the list as it was left. */
export const updateMemberForm: FormConfig<
  UpdateMemberValues,
  UpdateMemberInput,
  MemberListItem,
  UpdateMemberRequest,
  MemberListItem
> = {
  id: 'updateMember',
  schema: updateMemberRequestSchema,
  source: (input) => input.member ?? null,
  values: updateMemberValues,
  request: updateMemberPayload,
  load: {
    fetch: ({ input, signal }) => input.api.getMemberDetails(input.memberId ?? '', { signal }),
    possible: (input) => Boolean(input.memberId),
    /** 'No member data found.' (SPEC §2), or why the member could not be loaded. */
    get missing() {
      return messages.updateMember.noData;
    },
    failed: (error) => messageFrom(error, messages.updateMember.noData),
  },
  submit: ({ api, body, source, signal }) => api.updateMember(source?.id ?? '', body, { signal }),
  labels: {
    get submit() {
      return messages.updateMember.save;
    },
    get submitting() {
      return messages.updateMember.saving;
    },
  },
  success: {
    get message() {
      return messages.updateMember.success;
    },
    // The server mailed the new address a link to confirm it.
    description: (draft) =>
      draft.email === undefined ? undefined : messages.updateMember.emailConfirmationSent,
    then: 'finish',
    apply: ({ result }) => result,
    navigate: (input) => listReturnPath(input.returnTo),
  },
  failure: {
    get message() {
      return messages.updateMember.failed;
    },
    serverMessage: true,
    toast: 'reason',
  },
};

export const updateMemberMachine = createFormMachine(updateMemberForm);

/** Where the form's Cancel and a save lead: the list it was opened from. */
export function updateMemberReturnPath(snapshot: {
  context: { input: Pick<UpdateMemberInput, 'returnTo'> };
}): string {
  return listReturnPath(snapshot.context.input.returnTo);
}
