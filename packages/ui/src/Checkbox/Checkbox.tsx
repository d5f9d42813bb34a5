import { Checkbox as CheckboxPrimitive, Label } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../icons/icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
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
