import { ROLES } from '@mijas/api';
import { receiptMachine } from '@mijas/machines';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { MemberPanel } from '../../../features/member/member-panel.tsx';
import { ReceiptView } from '../../../features/receipt/receipt-view.tsx';
import { useText } from '../../../i18n/index.ts';
import type { PageTextName } from '../../../i18n/page-texts.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { RequireRole } from '../../guards.tsx';

/** Its texts load with it (`i18n/page-texts.ts`). */
export const pageTexts: readonly PageTextName[] = ['memberPayments'];

/** `/member/receipts/:receiptNumber` (issue 34): one of the member's receipts, printable. */
export function Component() {
  return (
    <RequireRole role={ROLES.member}>
      <ReceiptPage />
    </RequireRole>
  );
}

function ReceiptPage() {
  const text = useText().memberPayments.receipt;
  const receiptNumber = useParams().receiptNumber ?? '';
  const actorRef = useFlow(receiptMachine, { api: useApi(), scope: 'member', receiptNumber });
  return (
    <MemberPanel active="receipts" title={text.title(receiptNumber)}>
      <ReceiptView actorRef={actorRef} backHref={paths.memberReceipts.build()} />
    </MemberPanel>
  );
}
