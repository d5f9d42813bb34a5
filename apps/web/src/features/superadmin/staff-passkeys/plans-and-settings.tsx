import { Stack } from '@mijas/ui';
import { Plans } from '../plans/plans.tsx';
import { StaffPasskeysSetting } from './staff-passkeys-setting.tsx';

/**
 * The root admin's `/superadmin/plans`: the membership plans (issue 34), then the club's other setting a root
 * admin changes, whether staff must use passkeys (issue 35).
 */
export function PlansAndSettings() {
  return (
    <Stack gap="lg">
      <Plans />
      <StaffPasskeysSetting />
    </Stack>
  );
}
