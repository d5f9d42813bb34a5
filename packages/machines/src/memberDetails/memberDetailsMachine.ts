import { messageFrom, messages, type ApiClient, type MemberDetails } from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import { createDetailsMachine, detailsMessage } from '../details/detailsMachine.ts';

/** SPEC §2 Member Details (View Members): one member by id. */
export const memberDetailsMachine = createDetailsMachine<
  Pick<ApiClient, 'getMemberDetails'>,
  string,
  MemberDetails
>({
  id: 'memberDetails',
  load: ({ api, id }, signal) => api.getMemberDetails(id, { signal }),
  failed: (error) => messageFrom(error, messages.memberDetails.failed),
});

export type MemberDetailsSnapshot = SnapshotFrom<typeof memberDetailsMachine>;

/** 'Loading member details...', the error, or none. */
export const memberDetailsMessage = (snapshot: MemberDetailsSnapshot) =>
  detailsMessage(snapshot, messages.memberDetails.loading);
