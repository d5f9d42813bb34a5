import { RadioGroup } from 'radix-ui';
import * as styles from './SegmentedControl.css';

export interface SegmentedControlProps<T extends string> {
  /** Names the group, e.g. 'Form type'. */
  label: string;
  /** Two to four options: strings (value and label alike) or `{ value, label }` pairs. */
  options: readonly T[] | readonly { value: T; label: string }[];
  /** The chosen option's value (controlled). */
  value: T;
  /** Called with the value of the option chosen by click or arrow keys. */
  onValueChange: (value: T) => void;
  /** Every option unavailable. */
  disabled?: boolean;
  /** Fill the container's width, options sharing it evenly. */
  fullWidth?: boolean;
  /** The form field name of the radio group. */
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
