import { ROLES } from '@mijas/api';
import { renewalRequestMachine } from '@mijas/machines';
import { MemberPanel } from '../../../features/member/member-panel.tsx';
import { RenewalSteps } from '../../../features/member/renewal/renewal-steps.tsx';
import { useText } from '../../../i18n/index.ts';
import type { PageTextName } from '../../../i18n/page-texts.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { RequireRole } from '../../guards.tsx';

/** Its texts load with it (`i18n/page-texts.ts`). */
export const pageTexts: readonly PageTextName[] = ['memberPayments'];

/** `/member/renew` (issue 34): renewing without a visit, under the member's card. */
export function Component() {
  return (
    <RequireRole role={ROLES.member}>
      <RenewPage />
    </RequireRole>
  );
}

function RenewPage() {
  const text = useText().memberPayments.renew;
  const actorRef = useFlow(renewalRequestMachine, { api: useApi() });
  return (
    <MemberPanel active="membership" title={text.title} description={text.description}>
      <RenewalSteps actorRef={actorRef} />
    </MemberPanel>
  );
}
