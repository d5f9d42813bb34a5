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
