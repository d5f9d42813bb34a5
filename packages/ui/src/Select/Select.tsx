import { Suspense, use, useId, useRef, type ReactNode } from 'react';
import { FormField, type FieldControlProps } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import { ChevronDownIcon } from '../icons/icons';
import { deferredModule, useDeferredStatus } from '../lazy/deferred';
import { noIntent, standInTriggerProps, type Intent } from '../lazy/take-over';
import * as styles from './Select.css';
import type { SelectControlProps } from './SelectControl';

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

/** Radix's Select with its popper (floating-ui), loaded when a select is first pointed at or focused (issue 32). */
const radixSelect = deferredModule(() => import('./SelectControl'));

/** Loads the selects' code ahead of the first one's use. */
export const preloadSelect = () => radixSelect.load().then(() => undefined);

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A labelled single choice from a short list (Radix Select: typeahead, keyboard, screen readers).
 *
 * Until Radix's code is there, the trigger is a stand-in that looks and reads the same (a combobox with the
 * chosen label or the placeholder); pointing at it or focusing it loads the code, which takes its place with
 * the focus it had, and opens at once if it was pressed meanwhile.
 */
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
  const loaded = useDeferredStatus(radixSelect) === 'loaded';
  // What the stand-in was doing when the code arrived: the real trigger takes its focus, and opens if pressed.
  const intentRef = useRef<Intent>(noIntent);
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(field) =>
        loaded ? (
          <Suspense>
            <LoadedSelect
              field={field}
              options={options}
              value={value}
              onValueChange={onValueChange}
              placeholder={placeholder}
              disabled={disabled}
              name={name}
              intent={() => intentRef.current}
            />
          </Suspense>
        ) : (
          <StandInTrigger
            field={field}
            text={options.map(toOption).find((option) => option.value === value)?.label}
            placeholder={placeholder}
            disabled={disabled}
            onIntent={(next) => {
              intentRef.current = { ...intentRef.current, ...next };
              void preloadSelect();
            }}
          />
        )
      }
    </FormField>
  );
}

function LoadedSelect(props: SelectControlProps) {
  const { SelectControl } = use(radixSelect.load());
  return <SelectControl {...props} />;
}

/** The trigger as Radix renders it while closed, before its code has come. */
function StandInTrigger({
  field: { required: isRequired, ...field },
  text,
  placeholder,
  disabled,
  onIntent,
}: {
  field: FieldControlProps;
  text: string | undefined;
  placeholder: string;
  disabled: boolean | undefined;
  /** Pointed at (`{}`), focused, or asked to open (pressed, or Enter, Space or an arrow key). */
  onIntent: (intent: Partial<Intent>) => void;
}) {
  const empty = text === undefined;
  // Radix's trigger names its list box's id while closed too.
  const listId = useId();
  return (
    <button
      type="button"
      role="combobox"
      aria-controls={listId}
      aria-expanded="false"
      aria-required={isRequired}
      aria-autocomplete="none"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-placeholder={empty ? '' : undefined}
      className={`${control} ${styles.trigger}`}
      {...field}
      {...standInTriggerProps(onIntent, OPENING_KEYS)}
    >
      <span style={{ pointerEvents: 'none' }}>{empty ? placeholder : text}</span>
      <span aria-hidden className={styles.chevron}>
        <ChevronDownIcon />
      </span>
    </button>
  );
}
