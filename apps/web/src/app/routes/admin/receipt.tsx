import { ROLES } from '@mijas/api';
import { receiptMachine } from '@mijas/machines';
import { useParams } from 'react-router';
import { AdminRoutePanel } from '../../../features/admin/admin-shell/admin-panel.tsx';
import { ReceiptView } from '../../../features/receipt/receipt-view.tsx';
import { useText } from '../../../i18n/index.ts';
import type { PageTextName } from '../../../i18n/page-texts.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { RequireRole } from '../../guards.tsx';

/** Its texts load with it (`i18n/page-texts.ts`). */
export const pageTexts: readonly PageTextName[] = ['memberPayments', 'staff'];

/** `/admin/receipts/:receiptNumber` (issue 34): any member's receipt, printable, in the admin's panel (under Payments). */
export function Component() {
  return (
    <RequireRole role={ROLES.admin}>
      <ReceiptPage />
    </RequireRole>
  );
}

function ReceiptPage() {
  const text = useText().memberPayments.receipt;
  const receiptNumber = useParams().receiptNumber ?? '';
  const actorRef = useFlow(receiptMachine, { api: useApi(), scope: 'admin', receiptNumber });
  return (
    <AdminRoutePanel active="payments" title={text.title(receiptNumber)}>
      <ReceiptView actorRef={actorRef} />
    </AdminRoutePanel>
  );
}
