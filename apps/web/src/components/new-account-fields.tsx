import { COUNTRY, GENDERS, OTHER_MAJOR } from '@mijas/api';
import type { FieldErrors, FormActorRef, NewAccountField, NewAccountValues } from '@mijas/machines';
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
import { useRef } from 'react';
import { useMessages, useText } from '../i18n/index.ts';
import { useCountryNames, useListNames } from '../i18n/list-names.ts';
import { useForm } from '../lib/use-form.ts';
import * as formStyles from './form.css.ts';

export interface NewAccountFieldsProps {
  values: NewAccountValues;
  /** The machine's message per invalid field. */
  errors: FieldErrors<NewAccountField>;
  /** While the form is sent: every control disabled. */
  busy: boolean;
  /** The fields that must be filled (Add Member: all; Create Admin: SPEC §5's six). */
  required: ReadonlySet<NewAccountField>;
  /** Why the country cannot be changed. */
  countryHint: string;
  onChange: (field: NewAccountField, value: string) => void;
}

/**
 * The fields of the two forms that open an account (SPEC §3 Add Member and Create Admin): account, personal
 * details, and address with the major. The country is Jordan and read-only; the city is one of Jordan's; the
 * nationality and the major are searchable, and 'Other' asks for the major as text. The rules are the form
 * machine's: this only shows its values and messages.
 */
export function NewAccountFields({
  values,
  errors,
  busy,
  required,
  countryHint,
  onChange,
}: NewAccountFieldsProps) {
  const text = useText().accountForm;
  const messages = useMessages();
  const lists = useListNames();
  const countries = useCountryNames();
  const change = (field: NewAccountField) => (value: string) => onChange(field, value);
  const common = (field: NewAccountField) => ({
    name: field,
    error: errors[field],
    required: required.has(field),
    disabled: busy,
  });
  const input = (field: NewAccountField): Partial<TextFieldProps> => ({
    ...common(field),
    value: values[field],
    onChange: (event) => onChange(field, event.currentTarget.value),
  });
  const noAutofill = { autoComplete: 'off', spellCheck: false } as const;

  return (
    <>
      <fieldset className={formStyles.fieldset} disabled={busy}>
        <legend className={formStyles.legend}>{text.sections.account}</legend>
        <div className={formStyles.formGrid}>
          <TextField
            label={text.fields.username}
            dir="ltr"
            {...noAutofill}
            {...input('username')}
          />
          <TextField label={text.fields.email} type="email" {...noAutofill} {...input('email')} />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset} disabled={busy}>
        <legend className={formStyles.legend}>{text.sections.personal}</legend>
        <div className={formStyles.formGrid}>
          <TextField label={text.fields.firstName} autoComplete="off" {...input('firstName')} />
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
            placeholder={text.placeholders.gender}
            options={GENDERS.map((code) => ({ value: code, label: text.genders[code] }))}
            value={values.gender}
            onValueChange={change('gender')}
            {...common('gender')}
          />
          <TextField label={text.fields.dateOfBirth} type="date" {...input('dateOfBirth')} />
          <Combobox
            label={text.fields.nationality}
            placeholder={text.placeholders.nationality}
            options={countries.options}
            value={values.nationality}
            onValueChange={change('nationality')}
            emptyText={messages.createAdmin.noNationalities}
            {...common('nationality')}
          />
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset} disabled={busy}>
        <legend className={formStyles.legend}>{text.sections.address}</legend>
        <div className={formStyles.formGrid}>
          <TextField
            label={text.fields.country}
            name="country"
            value={countries.name(COUNTRY)}
            readOnly
            hint={countryHint}
          />
          <Select
            label={text.fields.city}
            placeholder={text.placeholders.city}
            options={lists.cityOptions}
            value={values.city}
            onValueChange={change('city')}
            {...common('city')}
          />
          <div className={formStyles.fullRow}>
            <TextField label={text.fields.addressDetails} {...input('addressDetails')} />
          </div>
          <div className={formStyles.fullRow}>
            <Combobox
              label={text.fields.major}
              placeholder={text.placeholders.major}
              options={lists.majorOptions}
              value={values.major}
              onValueChange={change('major')}
              emptyText={messages.createAdmin.noMajors}
              otherOption={OTHER_MAJOR}
              otherLabel={text.fields.otherMajor}
              otherHint={errors.otherMajor ? undefined : messages.createAdmin.customMajorHint}
              otherError={errors.otherMajor}
              otherValue={values.otherMajor}
              onOtherValueChange={change('otherMajor')}
              {...common('major')}
            />
          </div>
        </div>
      </fieldset>
    </>
  );
}

export interface NewAccountFormProps {
  /** The form's machine (Add Member or Create Admin). */
  flow: FormActorRef<NewAccountValues>;
  /** Names the form (its landmark). */
  title: string;
  /** A line above the fields, e.g. which are required. */
  lead?: string;
  /** The fields that must be filled (Add Member: all; Create Admin: SPEC §5's six). */
  required: ReadonlySet<NewAccountField>;
  /** Why the country cannot be changed. */
  countryHint: string;
  /** A way back beside the submit button (e.g. Back to the application): its words, whether it is open now. */
  back?: { label: string; enabled: boolean; onBack: () => void };
}

/**
 * A whole account form in its card: the outcome, the fields, the submit button (busy while sending). After a
 * submit, the focus goes to the first field the machine or the server marked.
 */
export function NewAccountForm({
  flow,
  title,
  lead,
  required,
  countryHint,
  back,
}: NewAccountFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm(flow, formRef);
  return (
    <Card>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.submit}
        aria-label={title}
        aria-busy={form.busy}
      >
        <Stack gap="xl">
          {lead ? (
            <Text tone="muted" size="sm">
              {lead}
            </Text>
          ) : null}
          {form.notice ? <InlineAlert tone="success">{form.notice}</InlineAlert> : null}
          {form.error ? <InlineAlert tone="error">{form.error}</InlineAlert> : null}
          <NewAccountFields
            values={form.values}
            errors={form.errors}
            busy={form.busy}
            required={required}
            countryHint={countryHint}
            onChange={(field, value) => form.change(field)(value)}
          />
          <div className={formStyles.formActions}>
            {back ? (
              <Button type="button" variant="ghost" disabled={!back.enabled} onClick={back.onBack}>
                {back.label}
              </Button>
            ) : null}
            <Button type="submit" loading={form.busy}>
              {form.submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
