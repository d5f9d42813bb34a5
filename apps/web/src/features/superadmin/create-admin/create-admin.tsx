import { CREATE_ADMIN_REQUIRED_FIELDS, createAdminMachine } from '@mijas/machines';
import { useApi } from '../../../lib/session.tsx';
import { NewAccountForm } from '../../../components/new-account-fields.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';

/**
 * SPEC §2 Create Admin form (§3, §5, §8) on `createAdminMachine`: username, email, gender, nationality, city and
 * major required ('Other' asks for the major as text), the rest optional, the country Jordan. The new admin
 * gets the verification mail; the form is empty again after a success, and keeps everything after a failure.
 */
export function CreateAdmin() {
  const text = useText().superadmin.createAdmin;
  const flow = useFlow(createAdminMachine, { api: useApi() });
  return (
    <NewAccountForm
      flow={flow}
      title={text.title}
      required={CREATE_ADMIN_REQUIRED_FIELDS}
      countryHint={text.countryHint}
    />
  );
}
