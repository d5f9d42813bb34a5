import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'className' | 'children'
> {
  /** The visible label, tied to the text area. */
  label: ReactNode;
  /** Help under the text area, read with it. */
  hint?: ReactNode;
  /** The validation message; marks the text area invalid and is read with it. */
  error?: ReactNode;
}

/** A labelled multi-line text input (e.g. address details), resizable in height. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, hint, error, required, id, rows = 3, ...rest }, ref) {
    return (
      <FormField label={label} hint={hint} error={error} required={required} id={id}>
        {(field) => (
          <textarea
            ref={ref}
            rows={rows}
            className={`${control} ${styles.textarea}`}
            {...field}
            {...rest}
          />
        )}
      </FormField>
    );
  },
);
TextAreaField.displayName = 'TextAreaField';
