import { Label, Switch as SwitchPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
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
