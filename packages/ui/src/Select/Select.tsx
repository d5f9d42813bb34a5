import { Select as SelectPrimitive } from 'radix-ui';
import { type ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { usePortalContainer } from '../Provider/context';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly (SelectOption | string)[];
  /** The chosen value; '' shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
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
  placeholder = 'Select...',
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
