import { COUNTRY, GENDERS, OTHER_MAJOR } from '@mijas/api';
import { Fragment, type ReactNode } from 'react';
import type { NewAccountField } from '@mijas/machines';
import { Combobox, Select, TextField, type TextFieldProps } from '@mijas/ui';
import { useMessages, useText } from '../i18n/index.ts';
import { useCountryNames, useListNames } from '../i18n/list-names.ts';
import * as formStyles from './form.css.ts';

/** A profile field a form shows: the new account's, and the country (Jordan, read-only). */
export type ProfileField = Exclude<NewAccountField, 'otherMajor'> | 'country';

/** The profile in the order every form shows it, by section (the account forms show each in a fieldset). */
export const PROFILE_SECTIONS = [
  ['account', ['username', 'email']],
  ['personal', ['firstName', 'lastName', 'phoneNumber', 'gender', 'dateOfBirth', 'nationality']],
  ['address', ['country', 'city', 'addressDetails', 'major']],
] as const satisfies readonly (readonly [string, readonly ProfileField[]])[];

/** The values and messages of the profile fields (`otherMajor`, the major's free text, with the major). */
type ProfileValues = Partial<Record<ProfileField | 'otherMajor', string>>;

/** `F`: the fields the form's machine holds, all or some of the new account's. */
export interface ProfileFieldsProps<F extends NewAccountField> {
  /** The fields shown, in this order (the address and the major take a whole row). */
  fields: readonly (Exclude<F, 'otherMajor'> | 'country')[];
  values: Partial<Record<F, string>>;
  /** The machine's message per invalid field. */
  errors: Partial<Record<F, string>>;
  /** While the form is sent: every control disabled. */
  busy: boolean;
  /** The fields that must be filled (a form machine's set, e.g. `ADD_MEMBER_REQUIRED_FIELDS`). */
  required?: ReadonlySet<string>;
  /** The fields shown and not changed (Update Member's username); the country is always read-only. */
  readOnly?: ReadonlySet<string>;
  /** A line under a field (why the username or the country cannot be changed, what a new email means). */
  hints?: Partial<Record<ProfileField, string>>;
  /** A form's own words for a field, in place of the account form's (Edit Admin Information's 'Major/Field'). */
  labels?: Partial<Record<ProfileField, string>>;
  /**
   * The signed-in person's own details: the browser may fill in the phone and the address. Otherwise (another
   * person's account) it suggests nothing.
   */
  own?: boolean;
  onChange: (field: F, value: string) => void;
  /** What a form shows after the fields, in their grid (Update Member's Active switch). */
  children?: ReactNode;
}

/**
 * The profile fields of the forms that open or edit an account (SPEC §3 Add Member, Create Admin, §2 Update
 * Member and Edit Admin Information): a form picks which it shows, the required and the read-only ones. The
 * country is Jordan; the city is one of Jordan's; the nationality and the major are searchable, and 'Other' asks
 * for the major as text. The rules are the form machine's: this only shows its values and messages.
 */
export function ProfileFields<F extends NewAccountField>({
  fields,
  values: formValues,
  errors: formErrors,
  busy,
  required,
  readOnly,
  hints = {},
  labels = {},
  own = false,
  onChange: onFieldChange,
  children,
}: ProfileFieldsProps<F>) {
  // Only the fields in `fields` (and the major's text) are read and changed, and those are `F`'s.
  const values: ProfileValues = formValues;
  const errors: ProfileValues = formErrors;
  const onChange = (field: ProfileField | 'otherMajor', value: string) =>
    onFieldChange(field as F, value);
  const text = useText().accountForm;
  const messages = useMessages();
  const lists = useListNames();
  const countries = useCountryNames();
  const label = (field: ProfileField) => labels[field] ?? text.fields[field];
  const change = (field: ProfileField | 'otherMajor') => (value: string) => onChange(field, value);
  const common = (field: ProfileField) => ({
    label: label(field),
    name: field,
    hint: hints[field],
    error: errors[field],
    required: required?.has(field) ?? false,
    disabled: busy,
  });
  const input = (field: ProfileField): TextFieldProps =>
    readOnly?.has(field)
      ? {
          label: label(field),
          name: field,
          hint: hints[field],
          value: values[field] ?? '',
          readOnly: true,
        }
      : {
          ...common(field),
          value: values[field] ?? '',
          onChange: (event) => onChange(field, event.currentTarget.value),
        };
  const noAutofill = { autoComplete: 'off', spellCheck: false } as const;

  const control = (field: ProfileField) => {
    switch (field) {
      case 'username':
        // Typed left to right in either language; shown as it is where it cannot be changed.
        return readOnly?.has(field) ? (
          <TextField {...input(field)} />
        ) : (
          <TextField dir="ltr" {...noAutofill} {...input(field)} />
        );
      case 'email':
        return <TextField type="email" {...noAutofill} {...input(field)} />;
      case 'firstName':
      case 'lastName':
        return <TextField autoComplete="off" {...input(field)} />;
      case 'phoneNumber':
        return (
          <TextField
            type="tel"
            autoComplete={own ? 'tel' : 'off'}
            placeholder={text.placeholders.phoneNumber}
            {...input(field)}
          />
        );
      case 'gender':
        return (
          <Select
            placeholder={text.placeholders.gender}
            options={GENDERS.map((code) => ({ value: code, label: text.genders[code] }))}
            value={values.gender ?? ''}
            onValueChange={change(field)}
            {...common(field)}
          />
        );
      case 'dateOfBirth':
        return <TextField type="date" {...input(field)} />;
      case 'nationality':
        return (
          <Combobox
            placeholder={text.placeholders.nationality}
            options={countries.options}
            value={values.nationality ?? ''}
            onValueChange={change(field)}
            emptyText={messages.createAdmin.noNationalities}
            {...common(field)}
          />
        );
      case 'country':
        return (
          <TextField
            label={label(field)}
            name={field}
            value={countries.name(COUNTRY)}
            readOnly
            hint={hints.country}
          />
        );
      case 'city':
        return (
          <Select
            placeholder={text.placeholders.city}
            options={lists.cityOptions}
            value={values.city ?? ''}
            onValueChange={change(field)}
            {...common(field)}
          />
        );
      case 'addressDetails':
        return (
          <div className={formStyles.fullRow}>
            <TextField autoComplete={own ? 'street-address' : undefined} {...input(field)} />
          </div>
        );
      case 'major':
        return (
          <div className={formStyles.fullRow}>
            <Combobox
              placeholder={text.placeholders.major}
              options={lists.majorOptions}
              value={values.major ?? ''}
              onValueChange={change(field)}
              emptyText={messages.createAdmin.noMajors}
              otherOption={OTHER_MAJOR}
              otherLabel={text.fields.otherMajor}
              // The hint and the error say the same: show the error alone.
              otherHint={errors.otherMajor ? undefined : messages.createAdmin.customMajorHint}
              otherError={errors.otherMajor}
              otherValue={values.otherMajor ?? ''}
              onOtherValueChange={change('otherMajor')}
              {...common(field)}
            />
          </div>
        );
    }
  };

  return (
    <div className={formStyles.formGrid}>
      {fields.map((field) => (
        <Fragment key={field}>{control(field)}</Fragment>
      ))}
      {children}
    </div>
  );
}
