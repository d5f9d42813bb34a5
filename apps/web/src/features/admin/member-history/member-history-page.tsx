import type { MemberAction } from '@mijas/api';
import { memberActionLabel, memberHistoryMachine, memberHistoryMessage } from '@mijas/machines';
import { useMemo } from 'react';
import { useText } from '../../../i18n/index.ts';
import { HistoryPage, type HistoryKind, type HistoryPageProps } from '../sub-page/history-page.tsx';

/** SPEC §2 Member History: the history page of what admins did to the members' accounts. */
export function MemberHistoryPage({ showHeading = false }: HistoryPageProps) {
  const text = useText().admin.memberHistory;
  const kind = useMemo<HistoryKind<MemberAction>>(
    () => ({
      machine: memberHistoryMachine,
      text,
      message: memberHistoryMessage as never,
      id: (row) => row.userActionId,
      member: (row) => ({ username: row.userName, fullName: row.userFullName }),
      madeBy: (row) => row.madeByUserName,
      date: (row) => row.actionCreatedAt,
      actionType: (row) => memberActionLabel(row.actionTypeId),
    }),
    [text],
  );
  return <HistoryPage kind={kind} showHeading={showHeading} />;
}
