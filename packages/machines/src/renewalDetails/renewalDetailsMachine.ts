import { messages, type ApiClient, type RenewalDetails } from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import { createDetailsMachine, detailsMessage } from '../details/detailsMachine.ts';

/** SPEC §2 'Membership Renewal' (Membership History): Expiry Date and Amount Paid of one renewal. */
export const renewalDetailsMachine = createDetailsMachine<
  Pick<ApiClient, 'getRenewalDetails'>,
  number,
  RenewalDetails
>({
  id: 'renewalDetails',
  load: ({ api, id }, signal) => api.getRenewalDetails(id, { signal }),
  // SPEC §8: always this text, whatever the server said.
  failed: () => messages.renewalDetails.failed,
});

export type RenewalDetailsSnapshot = SnapshotFrom<typeof renewalDetailsMachine>;

/** 'Loading renewal details...', 'Error loading details.', or none. */
export const renewalDetailsMessage = (snapshot: RenewalDetailsSnapshot) =>
  detailsMessage(snapshot, messages.renewalDetails.loading);
