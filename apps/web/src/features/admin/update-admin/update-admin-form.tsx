import { messages } from '@mijas/api';
import { updateAdminInfoMachine } from '@mijas/machines';
import { Button, Card, InlineAlert, Spinner, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/session.tsx';
import { paths } from '../../../config/paths.ts';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import * as formStyles from '../../../components/form.css.ts';
import { useForm } from '../../../lib/use-form.ts';
import { ProfileFields } from '../../../components/profile-fields.tsx';

/** Edit Admin Information's fields (the admin's contact details), every one required. */
const CONTACT_PROFILE_FIELDS = ['phoneNumber', 'city', 'addressDetails', 'major'] as const;
const ALL_REQUIRED: ReadonlySet<string> = new Set(CONTACT_PROFILE_FIELDS);

/**
 * SPEC §2 /update-admin 'Edit Admin Information': phone number, city, address details and major, 'Save Changes'
 * ('Saving...'), then '✅ Info updated successfully' or '❌ Failed to update info' with the form as it was.
 */
export function UpdateAdminForm() {
  const text = useText().admin.updateAdmin;
  const flow = useFlow(updateAdminInfoMachine, { api: useApi() });
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const loadFailed = useSelector(flow, (s) => s.matches('loadFailed'));
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm(flow, formRef);
  const { values, errors, error, notice, change } = form;
  const saving = form.busy;
  const navigate = useNavigate();

  const back = () => void navigate(paths.adminPage.build('my-profile'));

  if (loading)
    return (
      <Card>
        <Spinner label={messages.adminInfo.loading} showLabel />
      </Card>
    );
  if (loadFailed)
    return (
      <Card>
        <Stack gap="md" align="flex-start">
          <InlineAlert tone="error">{error}</InlineAlert>
          <Button variant="outline" onClick={() => flow.send({ type: 'form.reload' })}>
            {text.retry}
          </Button>
        </Stack>
      </Card>
    );
  return (
    <Card>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.submit}
        aria-label={text.title}
        aria-busy={saving}
      >
        <Stack gap="xl">
          {notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
          {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
          <fieldset className={formStyles.fieldset} disabled={saving}>
            <ProfileFields
              fields={CONTACT_PROFILE_FIELDS}
              values={values}
              errors={errors}
              busy={saving}
              required={ALL_REQUIRED}
              labels={{ major: text.fields.major }}
              own
              onChange={(field, value) => change(field)(value)}
            />
          </fieldset>
          <div className={formStyles.formActions}>
            <Button type="button" variant="ghost" onClick={back}>
              {text.back}
            </Button>
            <Button type="submit" loading={saving}>
              {form.submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
