import { ROLES } from '@mijas/api';
import { memberReceiptsMachine } from '@mijas/machines';
import { MemberPanel } from '../../../features/member/member-panel.tsx';
import { ReceiptsList } from '../../../features/member/receipts/receipts-list.tsx';
import { useText } from '../../../i18n/index.ts';
import type { PageTextName } from '../../../i18n/page-texts.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { RequireRole } from '../../guards.tsx';

/** Its texts load with it (`i18n/page-texts.ts`). */
export const pageTexts: readonly PageTextName[] = ['memberPayments'];

/** `/member/receipts` (issue 34): the member's receipts. */
export function Component() {
  return (
    <RequireRole role={ROLES.member}>
      <ReceiptsPage />
    </RequireRole>
  );
}

function ReceiptsPage() {
  const text = useText().memberPayments.receipts;
  const actorRef = useFlow(memberReceiptsMachine, { api: useApi() });
  return (
    <MemberPanel active="receipts" title={text.title} description={text.description}>
      <ReceiptsList actorRef={actorRef} />
    </MemberPanel>
  );
}
