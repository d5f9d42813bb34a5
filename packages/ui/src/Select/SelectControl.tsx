import { Select as SelectPrimitive } from 'radix-ui';
import { pressTrigger, useTakeOver, type Intent } from '../lazy/take-over';
import type { FieldControlProps } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { usePortalContainer } from '../Provider/context';
import * as styles from './Select.css';
import { toOption, type SelectProps } from './Select';

export type SelectControlProps = Pick<
  SelectProps,
  'options' | 'value' | 'onValueChange' | 'placeholder' | 'disabled' | 'name'
> & {
  field: FieldControlProps;
  /** What the stand-in trigger was asked before this module came. */
  intent: () => Intent;
};

/**
 * Radix's Select on the field's control (`Select` in `Select.tsx` renders the field and a look-alike trigger
 * until this module has loaded): typeahead, keyboard, screen readers. the trigger takes the focus the stand-in had,
 * and opens if the stand-in was asked to (`intent`).
 */
export function SelectControl({
  field: { required: isRequired, ...field },
  options,
  value,
  onValueChange,
  placeholder,
  disabled,
  name,
  intent,
}: SelectControlProps) {
  const container = usePortalContainer();
  const takeFocus = useTakeOver<HTMLButtonElement>(intent, (element, { open }) => {
    if (open) pressTrigger(element, open);
  });
  return (
    <SelectPrimitive.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      name={name}
      required={isRequired}
    >
      <SelectPrimitive.Trigger
        className={`${control} ${styles.trigger}`}
        {...field}
        ref={takeFocus}
      >
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
  );
}
