import { Select as SelectPrimitive } from 'radix-ui';
import { type ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { usePortalContainer } from '../Provider/context';
import * as styles from './Select.css';

export interface SelectOption {
  /** What the option submits and `onValueChange` receives. */
  value: string;
  /** What the list shows. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps {
  /** The visible label, tied to the trigger. */
  label: ReactNode;
  /** The choices: strings (value and label alike) or `{ value, label, disabled }`. */
  options: readonly (SelectOption | string)[];
  /** The chosen value; '' shows the placeholder. */
  value: string;
  /** Called with the chosen option's value. */
  onValueChange: (value: string) => void;
  /** Shown while nothing is chosen, e.g. 'Select a city'. */
  placeholder: string;
  /** Help under the trigger, read with it. */
  hint?: ReactNode;
  /** The validation message; marks the trigger invalid. */
  error?: ReactNode;
  /** Marks the label with an asterisk and the field as required. */
  required?: boolean;
  /** Unavailable: cannot be opened. */
  disabled?: boolean;
  /** The form field name, for a hidden native select submitted with a form. */
  name?: string;
  /** The trigger's id (one is generated otherwise). */
  id?: string;
}

export function toOption(option: SelectOption | string): SelectOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/** A labelled single choice from a short list (Radix Select: typeahead, keyboard, screen readers). */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  hint,
  error,
  required,
  disabled,
  name,
  id,
}: SelectProps) {
  const container = usePortalContainer();
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {({ required: isRequired, ...field }) => (
        <SelectPrimitive.Root
          value={value}
          onValueChange={onValueChange}
          disabled={disabled}
          name={name}
          required={isRequired}
        >
          <SelectPrimitive.Trigger className={`${control} ${styles.trigger}`} {...field}>
            <SelectPrimitive.Value placeholder={placeholder} />
            <SelectPrimitive.Icon className={styles.chevron}>
              <ChevronDownIcon />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal container={container}>
            <SelectPrimitive.Content className={styles.content} position="popper" sideOffset={4}>
              <SelectPrimitive.Viewport className={styles.viewport}>
                {options.map(toOption).map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.option}
                  >
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                    <SelectPrimitive.ItemIndicator className={styles.indicator}>
                      <CheckIcon />
                    </SelectPrimitive.ItemIndicator>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </FormField>
  );
}
