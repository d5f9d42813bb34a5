import {
  COUNTRY,
  GENDERS,
  JORDAN_CITIES,
  MAJORS,
  messages,
  NATIONALITIES,
  OTHER_MAJOR,
} from '@mijas/api';
import { addMemberMachine, type AddMemberField } from '@mijas/machines';
import {
  Button,
  Card,
  Combobox,
  InlineAlert,
  Select,
  Stack,
  Text,
  TextField,
  type TextFieldProps,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useRef, type FormEvent } from 'react';
import { useApi } from '../../../app/session.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import * as styles from '../sub-page/sub-page.css.ts';
import { SubPageHeading } from '../sub-page/sub-page-heading.tsx';
import { useFocusFirstError } from '../sub-page/use-focus-first-error.ts';

export interface AddMemberPageProps {
  /** Its own title and description (the /admin panel's layout shows them instead). */
  showHeading?: boolean;
}

/**
 * SPEC §2 Add Member: every field required (§5), the country fixed to Jordan, cities of Jordan, searchable
 * nationalities and majors ('Other' asks for the major as text). On failure nothing typed is lost.
 */
export function AddMemberPage({ showHeading = false }: AddMemberPageProps) {
  const text = useText().admin.addMember;
  const flow = useFlow(addMemberMachine, { api: useApi() });
  const values = useSelector(flow, (s) => s.context.values);
  const errors = useSelector(flow, (s) => s.context.fieldErrors);
  const error = useSelector(flow, (s) => s.context.error);
  const notice = useSelector(flow, (s) => s.context.notice);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const form = useRef<HTMLFormElement>(null);
  const submitted = useFocusFirstError(form, errors);

  const change = (field: AddMemberField) => (value: string) =>
    flow.send({ type: 'field.change', field, value });
  const input = (field: AddMemberField): Partial<TextFieldProps> => ({
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
    disabled: busy,
    onChange: (event) => change(field)(event.currentTarget.value),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
    flow.send({ type: 'form.submit' });
  };

  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} description={text.description} />
      <Card>
        <form ref={form} noValidate onSubmit={submit} aria-label={text.title} aria-busy={busy}>
          <Stack gap="xl">
            <Text tone="muted" size="sm">
              {text.required}
            </Text>
            {notice ? <InlineAlert tone="success">{notice}</InlineAlert> : null}
            {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
            <fieldset className={styles.fieldset} disabled={busy}>
              <legend className={styles.legend}>{text.sections.account}</legend>
              <div className={styles.formGrid}>
                <TextField
                  label={text.fields.username}
                  autoComplete="off"
                  spellCheck={false}
                  {...input('username')}
                />
                <TextField
                  label={text.fields.email}
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                  {...input('email')}
                />
              </div>
            </fieldset>
            <fieldset className={styles.fieldset} disabled={busy}>
              <legend className={styles.legend}>{text.sections.personal}</legend>
              <div className={styles.formGrid}>
                <TextField
                  label={text.fields.firstName}
                  autoComplete="off"
                  {...input('firstName')}
                />
                <TextField label={text.fields.lastName} autoComplete="off" {...input('lastName')} />
                <TextField
                  label={text.fields.phoneNumber}
                  type="tel"
                  autoComplete="off"
                  placeholder={text.placeholders.phoneNumber}
                  {...input('phoneNumber')}
                />
                <Select
                  label={text.fields.gender}
                  name="gender"
                  placeholder={text.placeholders.gender}
                  options={GENDERS.map((code) => ({ value: code, label: text.genders[code] }))}
                  value={values.gender}
                  onValueChange={change('gender')}
                  error={errors.gender}
                  required
                  disabled={busy}
                />
                <TextField label={text.fields.dateOfBirth} type="date" {...input('dateOfBirth')} />
                <Combobox
                  label={text.fields.nationality}
                  name="nationality"
                  placeholder={text.placeholders.nationality}
                  options={NATIONALITIES}
                  value={values.nationality}
                  onValueChange={change('nationality')}
                  emptyText={messages.createAdmin.noNationalities}
                  error={errors.nationality}
                  required
                  disabled={busy}
                />
              </div>
            </fieldset>
            <fieldset className={styles.fieldset} disabled={busy}>
              <legend className={styles.legend}>{text.sections.address}</legend>
              <div className={styles.formGrid}>
                <TextField
                  label={text.fields.country}
                  name="country"
                  value={COUNTRY}
                  readOnly
                  hint={text.countryHint}
                />
                <Select
                  label={text.fields.city}
                  name="city"
                  placeholder={text.placeholders.city}
                  options={JORDAN_CITIES}
                  value={values.city}
                  onValueChange={change('city')}
                  error={errors.city}
                  required
                  disabled={busy}
                />
                <div className={styles.fullRow}>
                  <TextField label={text.fields.addressDetails} {...input('addressDetails')} />
                </div>
                <div className={styles.fullRow}>
                  <Combobox
                    label={text.fields.major}
                    name="major"
                    placeholder={text.placeholders.major}
                    options={MAJORS}
                    value={values.major}
                    onValueChange={change('major')}
                    emptyText={messages.createAdmin.noMajors}
                    error={errors.major}
                    required
                    disabled={busy}
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
            <div className={styles.formActions}>
              <Button type="submit" loading={busy}>
                {busy ? text.submitting : text.submit}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
