import { messageFrom, messages, type AdminDetails, type ApiClient } from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import { createDetailsMachine, detailsMessage } from '../details/detailsMachine.ts';

/** SPEC §2 'Admin Details' (View Admins): one admin by id. */
export const adminDetailsMachine = createDetailsMachine<
  Pick<ApiClient, 'getAdminDetails'>,
  string,
  AdminDetails
>({
  id: 'adminDetails',
  load: ({ api, id }, signal) => api.getAdminDetails(id, { signal }),
  failed: (error) => messageFrom(error, messages.adminDetails.failed),
});

export type AdminDetailsSnapshot = SnapshotFrom<typeof adminDetailsMachine>;

/** 'Loading admin details...', the error, or none. */
export const adminDetailsMessage = (snapshot: AdminDetailsSnapshot) =>
  detailsMessage(snapshot, messages.adminDetails.loading);
