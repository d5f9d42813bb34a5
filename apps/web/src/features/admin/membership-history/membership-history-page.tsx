import { messages, type MembershipAction } from '@mijas/api';
import {
  membershipActionHasDetails,
  membershipActionLabel,
  membershipHistoryMachine,
  membershipHistoryMessage,
} from '@mijas/machines';
import { useMemo } from 'react';
import { useText } from '../../../i18n/index.ts';
import { HistoryPage, type HistoryKind, type HistoryPageProps } from '../sub-page/history-page.tsx';
import { RenewalDetailsDialog, type RenewalDetailsRef } from './renewal-details-dialog.tsx';

/**
 * SPEC §2 Membership History: the history page of renewals and deactivations; a renewal's row menu has 'More
 * Details', opening the 'Membership Renewal' modal (the machine's child actor `details`).
 */
export function MembershipHistoryPage({ showHeading = false }: HistoryPageProps) {
  const text = useText().admin.membershipHistory;
  const kind = useMemo<HistoryKind<MembershipAction>>(
    () => ({
      machine: membershipHistoryMachine,
      text,
      message: membershipHistoryMessage as never,
      id: (row) => row.actionId,
      member: (row) => ({ username: row.memberUserName, fullName: row.memberFullName }),
      madeBy: (row) => row.madeByUserName,
      date: (row) => row.createdAt,
      actionType: (row) => membershipActionLabel(row.actionType),
      menu: (row, open) =>
        membershipActionHasDetails(row)
          ? [
              {
                id: 'details',
                label: messages.historyLabels.moreDetails,
                onSelect: () => open('details'),
              },
            ]
          : [],
      dialog: (_, child) => <RenewalDetailsDialog flow={child as RenewalDetailsRef} />,
    }),
    [text],
  );
  return <HistoryPage kind={kind} showHeading={showHeading} />;
}
