import {
  messageFrom,
  messages,
  type AdminDetails,
  type ApiClient,
  type MemberDetails,
  type RenewalDetails,
} from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * The details modals of the lists (Member Details, Admin Details, Membership Renewal) are one flow over different
 * calls: load one record by id, show it, retry a failed load, close. A list's page machine invokes one while its
 * modal is open (`dialog.open`), and the modal is closed when this machine is done (`details.close`).
 */

export interface DetailsInput<Api, Id> {
  api: Api;
  /** The record the row names: a member's or admin's id, a renewal's id. */
  id: Id;
}

export interface DetailsContext<Api, Id, Details> extends DetailsInput<Api, Id> {
  details: Details | null;
  error: string | null;
}

export type DetailsEvent = { type: 'details.retry' } | { type: 'details.close' };

export interface LoadDetailsInput<Api, Id> {
  api: Api;
  id: Id;
}

export interface DetailsConfig<Api, Id, Details> {
  id: string;
  /** The call (its actor is `loadDetails`). */
  load: (input: LoadDetailsInput<Api, Id>, signal: AbortSignal) => Promise<Details>;
  /** The modal's text when the load failed. */
  failed: (error: unknown) => string;
}

export function createDetailsMachine<Api, Id, Details>(config: DetailsConfig<Api, Id, Details>) {
  return setup({
    types: {
      context: {} as DetailsContext<Api, Id, Details>,
      events: {} as DetailsEvent,
      input: {} as DetailsInput<Api, Id>,
    },
    actors: {
      loadDetails: fromPromise<Details, LoadDetailsInput<Api, Id>>(({ input, signal }) =>
        config.load(input, signal),
      ),
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({ api: input.api, id: input.id, details: null, error: null }),
    initial: 'loading',
    // Escape, the close button and Close: the modal is over whatever it shows.
    on: { 'details.close': '.closed' },
    states: {
      loading: {
        tags: ['busy'],
        entry: assign({ error: null }),
        invoke: {
          id: 'loadDetails',
          src: 'loadDetails',
          input: ({ context }) => ({ api: context.api, id: context.id }),
          onDone: { target: 'loaded', actions: assign({ details: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => config.failed(event.error) }),
          },
        },
      },
      loaded: {},
      failed: {
        on: { 'details.retry': 'loading' },
      },
      closed: { type: 'final' },
    },
  });
}

/** The modal's text instead of the details: the loading text, the failure, or none. */
export function detailsMessage(
  snapshot: Pick<SnapshotFrom<ReturnType<typeof createDetailsMachine>>, 'matches' | 'context'>,
  loading: string,
): string | null {
  if (snapshot.matches('loading')) return loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  return null;
}

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

export type MemberDetailsSnapshot = SnapshotFrom<typeof memberDetailsMachine>;
export type AdminDetailsSnapshot = SnapshotFrom<typeof adminDetailsMachine>;
export type RenewalDetailsSnapshot = SnapshotFrom<typeof renewalDetailsMachine>;

/** 'Loading member details...', the error, or none. */
export const memberDetailsMessage = (snapshot: MemberDetailsSnapshot) =>
  detailsMessage(snapshot, messages.memberDetails.loading);
/** 'Loading admin details...', the error, or none. */
export const adminDetailsMessage = (snapshot: AdminDetailsSnapshot) =>
  detailsMessage(snapshot, messages.adminDetails.loading);
/** 'Loading renewal details...', 'Error loading details.', or none. */
export const renewalDetailsMessage = (snapshot: RenewalDetailsSnapshot) =>
  detailsMessage(snapshot, messages.renewalDetails.loading);
