import {
  MEMBERSHIP_ACTION_TYPES,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type MembershipHistoryResponse,
  type MembershipAction,
} from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import {
  createHistoryMachine,
  historyMessage,
  type HistoryContext,
  type HistoryEvent,
  type HistoryInput,
  type LoadHistoryInput,
} from '../shared/historySearch.ts';

type Api = Pick<ApiClient, 'getMembershipHistory' | 'suggestMembers'>;
export type MembershipHistoryInput = HistoryInput<Api>;
export type MembershipHistoryContext = HistoryContext<Api, MembershipAction>;
export type MembershipHistoryEvent = HistoryEvent;
export type LoadMembershipHistoryInput = LoadHistoryInput<Api>;

/**
 * The admin's Membership History (SPEC §2): a username search, pages of 10, nothing fetched for a blank
 * username; the rows are renewals and deactivations.
 */
export const membershipHistoryMachine = createHistoryMachine<
  Api,
  MembershipAction,
  MembershipHistoryResponse
>({
  id: 'membershipHistory',
  load: ({ api, username, exact, page }, signal) =>
    api.getMembershipHistory(
      {
        ...(exact ? { MemberUsername: username } : { Username: username }),
        PageNumber: page,
        PageSize: PAGE_SIZE,
      },
      { signal },
    ),
  rows: (response) => response.membershipActions,
  failed: messages.lists.membershipHistoryFailed,
});

export type MembershipHistorySnapshot = SnapshotFrom<typeof membershipHistoryMachine>;

/** 'Loading...', 'Failed to fetch membership history.', 'No membership history found.', or none. */
export function membershipHistoryMessage(snapshot: MembershipHistorySnapshot): string | null {
  return historyMessage(snapshot, messages.lists.noMembershipHistory);
}

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

/** 'More Details' (the renewal modal) is offered for a row with renewal details: never for a deactivation. */
export function membershipActionHasDetails(
  action: Pick<MembershipAction, 'actionType' | 'renewalId'>,
): boolean {
  return action.actionType !== MEMBERSHIP_ACTION_TYPES.deactivation && action.renewalId !== null;
}

/** The Made By cell: the admin's username, else N/A. */
export function historyMadeByLabel(madeByUserName: string | null | undefined): string {
  return madeByUserName?.trim() ? madeByUserName : messages.historyLabels.madeByFallback;
}
