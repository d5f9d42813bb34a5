import { RadioGroup } from 'radix-ui';
import * as styles from './SegmentedControl.css';

export interface SegmentedControlProps<T extends string> {
  /** Names the group, e.g. 'Form type'. */
  label: string;
  options: readonly T[] | readonly { value: T; label: string }[];
  value: T;
  onValueChange: (value: T) => void;
  disabled?: boolean;
  fullWidth?: boolean;
  name?: string;
}

/** A choice among two to four options shown side by side (a radio group: arrows move, one is always set). */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onValueChange,
  disabled,
  fullWidth,
  name,
}: SegmentedControlProps<T>) {
  const items = options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  );
  return (
    <RadioGroup.Root
      aria-label={label}
      className={`${styles.group} ${fullWidth ? styles.fullWidth : ''}`}
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      disabled={disabled}
      name={name}
      orientation="horizontal"
    >
      {items.map((item) => (
        <RadioGroup.Item key={item.value} value={item.value} className={styles.item}>
          {item.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
