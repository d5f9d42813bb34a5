import { MEMBER_ACTION_TYPES, messages } from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import {
  createHistoryListMachine,
  type HistoryApi,
  type HistoryEndpoint,
  type HistorySearchBy,
} from '../historyList/historyList.ts';
import type { LoadPageInput, SearchableListInput } from '../searchableList/listConfig.ts';
import { listMessage } from '../searchableList/listSelectors.ts';

export type MemberHistoryApi = HistoryApi<'getMemberHistory'>;
export type MemberHistoryInput = SearchableListInput<MemberHistoryApi>;
export type LoadMemberHistoryInput = LoadPageInput<MemberHistoryApi, HistorySearchBy>;

/** `GET /Admin/members/member-history`, its query names lower-case (SPEC §2). */
export const MEMBER_HISTORY_ENDPOINT: HistoryEndpoint<'getMemberHistory'> = {
  call: 'getMemberHistory',
  query: {
    contains: 'username',
    member: 'memberUsername',
    page: 'pageNumber',
    pageSize: 'pageSize',
  },
};

/** The admin's Member History: what admins did to the accounts (action types 1 to 5). */
export const memberHistoryMachine = createHistoryListMachine({
  id: 'memberHistory',
  endpoint: MEMBER_HISTORY_ENDPOINT,
  failed: () => messages.lists.memberHistoryFailed,
});

export type MemberHistorySnapshot = SnapshotFrom<typeof memberHistoryMachine>;

/** 'Loading...', 'Failed to fetch member history.', 'No member history found.', or none. */
export const memberHistoryMessage = (snapshot: MemberHistorySnapshot) =>
  listMessage(snapshot, messages.lists.noMemberHistory);

/**
 * SPEC §2: 1 Create, 2 Update, 3 Activate, 4 Deactivate, 5 Delete; ours 6 Card checked, 7 Reminder sent; anything
 * else Unknown.
 */
export function memberActionLabel(actionTypeId: number): string {
  const labels = messages.historyLabels;
  const entry = Object.entries(MEMBER_ACTION_TYPES).find(([, id]) => id === actionTypeId);
  return entry
    ? labels.memberActionTypes[entry[0] as keyof typeof MEMBER_ACTION_TYPES]
    : labels.unknownActionType;
}
