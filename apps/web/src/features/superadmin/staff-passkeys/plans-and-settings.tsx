import { plansMachine, plansView } from '@mijas/machines';
import { Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { PlansPage } from '../plans/plans.tsx';
import { StaffPasskeysSetting } from './staff-passkeys-setting.tsx';

/**
 * The root admin's `/superadmin/plans`: the membership plans (issue 34), then the club's other setting a root
 * admin changes, whether staff must use passkeys (issue 35). The setting loads with the plans, and shows once the
 * list of plans is there: under a list whose length comes with it, it appears in its place rather than moving
 * down when the list comes.
 */
export function PlansAndSettings() {
  const flow = useFlow(plansMachine, { api: useApi() });
  const listed = useSelector(flow, (s) => plansView(s) !== 'loading');
  return (
    <Stack gap="lg">
      <PlansPage flow={flow} />
      <div hidden={!listed}>
        <StaffPasskeysSetting />
      </div>
    </Stack>
  );
}
