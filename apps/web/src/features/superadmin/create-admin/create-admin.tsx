import { CREATE_ADMIN_REQUIRED_FIELDS, createAdminMachine } from '@mijas/machines';
import { useSelector } from '@xstate/react';
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
      title={text.title}
      values={useSelector(flow, (s) => s.context.values)}
      errors={useSelector(flow, (s) => s.context.errors)}
      notice={useSelector(flow, (s) => s.context.notice)}
      error={useSelector(flow, (s) => s.context.error)}
      busy={useSelector(flow, (s) => s.hasTag('busy'))}
      required={CREATE_ADMIN_REQUIRED_FIELDS}
      countryHint={text.countryHint}
      submitLabel={text.submit}
      submittingLabel={text.submitting}
      onChange={(field, value) => flow.send({ type: 'field.change', field, value })}
      onSubmit={() => flow.send({ type: 'form.submit' })}
    />
  );
}
