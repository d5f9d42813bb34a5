import {
  MEMBER_ACTION_TYPES,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type MemberHistoryResponse,
  type MemberAction,
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

type Api = Pick<ApiClient, 'getMemberHistory' | 'suggestMembers'>;
export type MemberHistoryInput = HistoryInput<Api>;
export type MemberHistoryContext = HistoryContext<Api, MemberAction>;
export type MemberHistoryEvent = HistoryEvent;
export type LoadMemberHistoryInput = LoadHistoryInput<Api>;

/**
 * The admin's Member History (SPEC §2): a username search, pages of 10, nothing fetched for a blank username;
 * the rows are what admins did to the account (action types 1 to 5).
 */
export const memberHistoryMachine = createHistoryMachine<Api, MemberAction, MemberHistoryResponse>({
  id: 'memberHistory',
  load: ({ api, username, exact, page }, signal) =>
    api.getMemberHistory(
      {
        ...(exact ? { memberUsername: username } : { username }),
        pageNumber: page,
        pageSize: PAGE_SIZE,
      },
      { signal },
    ),
  rows: (response) => response.membershipActions,
  failed: messages.lists.memberHistoryFailed,
});

export type MemberHistorySnapshot = SnapshotFrom<typeof memberHistoryMachine>;

/** 'Loading...', 'Failed to fetch member history.', 'No member history found.', or none. */
export function memberHistoryMessage(snapshot: MemberHistorySnapshot): string | null {
  return historyMessage(snapshot, messages.lists.noMemberHistory);
}

/** SPEC §2: 1 Create, 2 Update, 3 Activate, 4 Deactivate, 5 Delete, anything else Unknown. */
export function memberActionLabel(actionTypeId: number): string {
  const labels = messages.historyLabels;
  const entry = Object.entries(MEMBER_ACTION_TYPES).find(([, id]) => id === actionTypeId);
  return entry
    ? labels.memberActionTypes[entry[0] as keyof typeof MEMBER_ACTION_TYPES]
    : labels.unknownActionType;
}
