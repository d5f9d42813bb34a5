import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'children'
> {
  /** The visible label, tied to the input. */
  label: ReactNode;
  /** Help under the input, read with it, e.g. 'Format: 07XXXXXXXX'. */
  hint?: ReactNode;
  /** The validation message; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** A control inside the input's end edge (e.g. a show/hide or clear button). */
  endSlot?: ReactNode;
  // The input's own attributes a form passes, declared here so the docs page's prop table lists them (its filter
  // leaves out what React's DOM types declare); each goes to the <input> as given.
  /** The kind of value: `text` (the default), `email`, `tel`, `url`, `number`, `date`, `password`… */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  /** The field's name in the form's data. */
  name?: string;
  /** The value, when the form holds it (with `onChange`). */
  value?: InputHTMLAttributes<HTMLInputElement>['value'];
  /** The first value, when the input holds it itself. */
  defaultValue?: InputHTMLAttributes<HTMLInputElement>['defaultValue'];
  /** Called on every change of the value, with the input's change event. */
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  /** An example of the expected value, shown while the input is empty; never instead of the label. */
  placeholder?: string;
  /** What the browser may fill in (`email`, `username`, `tel`, `new-password`, `one-time-code`…). */
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  /** Unavailable: greyed out, skipped by Tab, its value not sent with the form. */
  disabled?: boolean;
  /** Shown and focusable but not editable (a value the user may read and copy, not change); sent with the form. */
  readOnly?: boolean;
  /** The field must be filled: marked in the label for everyone and announced by screen readers. */
  required?: boolean;
  /** The text's direction when it is not the page's: `ltr` for a username or a code in Arabic pages (see above). */
  dir?: string;
  /** The input's id; generated when absent (the label, hint and error are tied to it). */
  id?: string;
}

/**
 * A labelled text input with optional hint and error (any `type`: text, email, tel, date, number...). Emails,
 * phone numbers, URLs and numbers are typed and read left to right in a right-to-left page too (`dir="ltr"`,
 * their placeholder with them); pass `dir="ltr"` for other such text (a username, a code).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, id, endSlot, type = 'text', dir, ...rest },
  ref,
) {
  const direction = dir ?? (/^(email|tel|url|number)$/.test(type) ? 'ltr' : undefined);
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(field) => (
        <div className={styles.inputWrap}>
          <input
            ref={ref}
            type={type}
            dir={direction}
            className={`${control} ${direction ? '' : styles.freeText} ${endSlot ? styles.withEndSlot : ''}`}
            {...field}
            {...rest}
          />
          {endSlot ? <div className={styles.endSlot}>{endSlot}</div> : null}
        </div>
      )}
    </FormField>
  );
});
TextField.displayName = 'TextField';
