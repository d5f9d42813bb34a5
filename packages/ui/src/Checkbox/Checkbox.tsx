import { Checkbox as CheckboxPrimitive, Label, VisuallyHidden } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { CheckIcon, MinusIcon } from '../icons/icons';
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
  /** The label read but not shown (a table's selection column, whose header says what the boxes do). */
  labelHidden?: boolean;
  /** Shown as partly ticked (some of a group, e.g. some rows of a page); `checked` is what a click changes. */
  indeterminate?: boolean;
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
  labelHidden,
  indeterminate,
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `checkbox${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className={styles.row}>
      <CheckboxPrimitive.Root
        id={controlId}
        className={styles.box}
        checked={indeterminate && !checked ? 'indeterminate' : checked}
        // From partly ticked, a click ticks them all.
        onCheckedChange={(state) => onCheckedChange(state === true)}
        disabled={disabled}
        name={name}
        aria-describedby={hintId}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          {indeterminate && !checked ? (
            <MinusIcon strokeWidth={3} />
          ) : (
            <CheckIcon strokeWidth={3} />
          )}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div>
        {labelHidden ? (
          <VisuallyHidden.Root>
            <Label.Root htmlFor={controlId}>{label}</Label.Root>
          </VisuallyHidden.Root>
        ) : (
          <Label.Root htmlFor={controlId} className={styles.label}>
            {label}
          </Label.Root>
        )}
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}
