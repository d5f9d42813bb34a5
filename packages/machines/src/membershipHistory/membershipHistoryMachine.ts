import {
  MEMBERSHIP_ACTION_TYPES,
  messages,
  type ApiClient,
  type MembershipAction,
} from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import { renewalDetailsMachine } from '../renewalDetails/renewalDetailsMachine.ts';
import {
  createHistoryListMachine,
  type HistoryApi,
  type HistoryEndpoint,
  type HistorySearchBy,
} from '../historyList/historyList.ts';
import type { LoadPageInput, SearchableListInput } from '../searchableList/listConfig.ts';
import { listMessage } from '../searchableList/listSelectors.ts';

export type MembershipHistoryApi = HistoryApi<'getMembershipHistory'> &
  Pick<ApiClient, 'getRenewalDetails'>;
export type MembershipHistoryInput = SearchableListInput<MembershipHistoryApi>;
export type LoadMembershipHistoryInput = LoadPageInput<MembershipHistoryApi, HistorySearchBy>;

/** 'More Details' (the renewal modal) is offered for a row with renewal details: never for a deactivation. */
export function membershipActionHasDetails(
  action: Pick<MembershipAction, 'actionType' | 'renewalId'>,
): boolean {
  return action.actionType !== MEMBERSHIP_ACTION_TYPES.deactivation && action.renewalId !== null;
}

/** `GET /Admin/members/membership-history`, its query names capitalised (SPEC §2). */
export const MEMBERSHIP_HISTORY_ENDPOINT: HistoryEndpoint<'getMembershipHistory'> = {
  call: 'getMembershipHistory',
  query: {
    contains: 'Username',
    member: 'MemberUsername',
    page: 'PageNumber',
    pageSize: 'PageSize',
  },
};

/** The admin's Membership History: renewals and deactivations; a renewal's More Details opens its modal. */
export const membershipHistoryMachine = createHistoryListMachine<
  'getMembershipHistory',
  MembershipHistoryApi
>({
  id: 'membershipHistory',
  endpoint: MEMBERSHIP_HISTORY_ENDPOINT,
  failed: () => messages.lists.membershipHistoryFailed,
  dialogs: {
    details: {
      logic: renewalDetailsMachine,
      input: ({ api, row }) => ({ api, id: row.renewalId ?? 0 }),
      offers: membershipActionHasDetails,
    },
  },
});

export type MembershipHistorySnapshot = SnapshotFrom<typeof membershipHistoryMachine>;

/** 'Loading...', 'Failed to fetch membership history.', 'No membership history found.', or none. */
export const membershipHistoryMessage = (snapshot: MembershipHistorySnapshot) =>
  listMessage(snapshot, messages.lists.noMembershipHistory);

/** SPEC §2: 0 Renewal, 1 Deactivation, anything else Unknown. */
export function membershipActionLabel(actionType: number): string {
  const labels = messages.historyLabels;
  switch (actionType) {
    case MEMBERSHIP_ACTION_TYPES.renewal:
      return labels.membershipActionTypes.renewal;
    case MEMBERSHIP_ACTION_TYPES.deactivation:
      return labels.membershipActionTypes.deactivation;
    default:
      return labels.unknownActionType;
  }
}
