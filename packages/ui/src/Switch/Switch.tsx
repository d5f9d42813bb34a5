import { Label, Switch as SwitchPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The visible label; clicking it toggles the switch. */
  label: ReactNode;
  /** On or off (controlled). */
  checked: boolean;
  /** Called with the new state on a click, Space or Enter. */
  onCheckedChange: (checked: boolean) => void;
  /** Unavailable: cannot be toggled. */
  disabled?: boolean;
  /** The form field name, when submitted with a native form. */
  name?: string;
  /** The switch's id (one is generated otherwise). */
  id?: string;
}

/** An on/off setting that applies at once (e.g. a member's Active flag). */
export function Switch({ label, checked, onCheckedChange, disabled, name, id }: SwitchProps) {
  const generated = useId();
  const controlId = id ?? `switch${generated}`;
  return (
    <div className={styles.row}>
      <SwitchPrimitive.Root
        id={controlId}
        className={styles.track}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
      <Label.Root htmlFor={controlId} className={styles.label}>
        {label}
      </Label.Root>
    </div>
  );
}
