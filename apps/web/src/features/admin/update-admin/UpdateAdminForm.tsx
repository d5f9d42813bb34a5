import { messages, OTHER_MAJOR } from '@mijas/api';
import { updateAdminInfoMachine } from '@mijas/machines';
import { Button, Card, Combobox, InlineAlert, Select, Spinner, Stack, TextField } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/session.tsx';
import { paths } from '../../../config/paths.ts';
import { useText } from '../../../i18n/index.ts';
import { useListNames } from '../../../i18n/list-names.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import * as formStyles from '../../../components/form.css.ts';
import { useForm } from '../../../lib/use-form.ts';

/**
 * SPEC §2 /update-admin 'Edit Admin Information': phone number, city, address details and major, 'Save Changes'
 * ('Saving...'), then '✅ Info updated successfully' or '❌ Failed to update info' with the form as it was.
 */
export function UpdateAdminForm() {
  const text = useText().admin.updateAdmin;
  const lists = useListNames();
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
            <div className={formStyles.formGrid}>
              <TextField
                label={text.fields.phoneNumber}
                name="phoneNumber"
                required
                type="tel"
                autoComplete="tel"
                placeholder={text.placeholders.phoneNumber}
                value={values.phoneNumber}
                error={errors.phoneNumber}
                onChange={(event) => change('phoneNumber')(event.currentTarget.value)}
              />
              <Select
                label={text.fields.city}
                name="city"
                required
                placeholder={text.placeholders.city}
                options={lists.cityOptions}
                value={values.city}
                onValueChange={change('city')}
                error={errors.city}
                disabled={saving}
              />
              <div className={formStyles.fullRow}>
                <TextField
                  label={text.fields.addressDetails}
                  name="addressDetails"
                  required
                  autoComplete="street-address"
                  value={values.addressDetails}
                  error={errors.addressDetails}
                  onChange={(event) => change('addressDetails')(event.currentTarget.value)}
                />
              </div>
              <div className={formStyles.fullRow}>
                <Combobox
                  label={text.fields.major}
                  name="major"
                  required
                  placeholder={text.placeholders.major}
                  options={lists.majorOptions}
                  value={values.major}
                  onValueChange={change('major')}
                  emptyText={messages.createAdmin.noMajors}
                  error={errors.major}
                  disabled={saving}
                  otherOption={OTHER_MAJOR}
                  otherLabel={text.fields.otherMajor}
                  otherHint={errors.otherMajor ? undefined : messages.createAdmin.customMajorHint}
                  otherError={errors.otherMajor}
                  otherValue={values.otherMajor}
                  onOtherValueChange={change('otherMajor')}
                />
              </div>
            </div>
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
