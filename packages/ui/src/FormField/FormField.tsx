import { Label } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { ErrorIcon } from '../icons/icons';
import { splitStatusPrefix } from '../InlineAlert/status-prefix';
import * as styles from './FormField.css';

/** What a field's control spreads onto itself so the label, hint and error reach assistive technology. */
export interface FieldControlProps {
  /** The control's id, which the label points at. */
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FormFieldProps {
  /** The visible label, tied to the control. */
  label: ReactNode;
  /** Help shown under the control, e.g. 'Please specify your major'. */
  hint?: ReactNode;
  /** The validation message; marks the control invalid. A leading ❌ is left out (the field shows its icon). */
  error?: ReactNode;
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean;
  /** Use this id for the control (one is generated otherwise). */
  id?: string;
  /** Renders the control with the ids and ARIA attributes it is given. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error around one control, wired with ids. */
export function FormField({ label, hint, error, required, id, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <Label.Root htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden>
            *
          </span>
        ) : null}
      </Label.Root>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <ErrorIcon />
          {typeof error === 'string' ? splitStatusPrefix(error).text : error}
        </p>
      ) : null}
    </div>
  );
}
