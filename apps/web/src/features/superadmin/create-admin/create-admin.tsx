import { CREATE_ADMIN_REQUIRED_FIELDS, createAdminMachine } from '@mijas/machines';
import { Button, Card, InlineAlert, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useRef, type FormEvent } from 'react';
import { useApi } from '../../../app/session.tsx';
import * as formStyles from '../../../components/form.css.ts';
import { NewAccountFields } from '../../../components/new-account-fields.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { useFocusFirstError } from '../../../lib/use-focus-first-error.ts';

/**
 * SPEC §2 Create Admin form (§3, §5, §8) on `createAdminMachine`: username, email, gender, nationality, city and
 * major required ('Other' asks for the major as text), the rest optional, the country Jordan. The new admin
 * gets the verification mail; the form is empty again after a success, and keeps everything after a failure.
 */
export function CreateAdmin() {
  const text = useText().superadmin.createAdmin;
  const flow = useFlow(createAdminMachine, { api: useApi() });
  const values = useSelector(flow, (s) => s.context.values);
  const errors = useSelector(flow, (s) => s.context.errors);
  const error = useSelector(flow, (s) => s.context.error);
  const notice = useSelector(flow, (s) => s.context.notice);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const form = useRef<HTMLFormElement>(null);
  const submitted = useFocusFirstError(form, errors);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
    flow.send({ type: 'form.submit' });
  };

  return (
    <Card>
      <form ref={form} noValidate onSubmit={submit} aria-label={text.title} aria-busy={busy}>
        <Stack gap="xl">
          {notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
          {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
          <NewAccountFields
            values={values}
            errors={errors}
            busy={busy}
            required={CREATE_ADMIN_REQUIRED_FIELDS}
            countryHint={text.countryHint}
            onChange={(field, value) => flow.send({ type: 'field.change', field, value })}
          />
          <div className={formStyles.formActions}>
            <Button type="submit" loading={busy}>
              {busy ? text.submitting : text.submit}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
