import { Checkbox as CheckboxPrimitive, Label } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../icons/icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Help under the label, read with the checkbox. */
  hint?: ReactNode;
  /** Whether it is ticked (controlled). */
  checked: boolean;
  /** Called with the new value on a click, a click on the label, or Space. */
  onCheckedChange: (checked: boolean) => void;
  /** Unavailable: cannot be toggled and reads as such. */
  disabled?: boolean;
  /** The form field name, when it is submitted with a native form. */
  name?: string;
  /** The control's id (one is generated otherwise). */
  id?: string;
}

/** A labelled checkbox (e.g. 'Remember Me'); Space toggles it. */
export function Checkbox({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  name,
  id,
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `checkbox${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className={styles.row}>
      <CheckboxPrimitive.Root
        id={controlId}
        className={styles.box}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        disabled={disabled}
        name={name}
        aria-describedby={hintId}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          <CheckIcon strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div>
        <Label.Root htmlFor={controlId} className={styles.label}>
          {label}
        </Label.Root>
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
