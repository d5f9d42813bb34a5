import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FormField } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { indicator, option as optionStyle } from '../Select/Select.css';
import { TextField } from '../TextField/TextField';
import * as styles from './Combobox.css';
import { filterOptions, toComboboxOption, type ComboboxOption } from './filter';
import { takeHeldEnter } from './held-enter';

export interface ComboboxProps {
  /** Also names the list box. */
  label: string;
  /**
   * The choices, e.g. the majors or the nationalities: strings (value and name alike) or `{ value, label }`,
   * shown by their label and found by their label or their value.
   */
  options: readonly (ComboboxOption | string)[];
  /** The chosen option's value ('' for none). */
  value: string;
  /** Called with the value of the option chosen (by click, or arrows and Enter). */
  onValueChange: (value: string) => void;
  /** Shown when the typed text matches nothing, e.g. 'No majors found'. */
  emptyText: string;
  /** Shown in the empty input, e.g. 'Type to search...'. */
  placeholder: string;
  /** Help under the input, read with it. */
  hint?: ReactNode;
  /** The validation message; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Marks the label with an asterisk and the input as required. */
  required?: boolean;
  /** Unavailable: cannot be typed in or opened. */
  disabled?: boolean;
  /** The form field name of the input. */
  name?: string;
  /** The input's id (one is generated otherwise). */
  id?: string;
  /**
   * The value of the option that asks for free text (e.g. 'Other'): choosing it shows a text input under the list,
   * controlled by `otherValue`/`onOtherValueChange`.
   */
  otherOption?: string;
  /** The label of the free-text input, e.g. 'Please specify' (needed with `otherOption`). */
  otherLabel?: ReactNode;
  /** Help under the free-text input, e.g. 'Please specify your major'. */
  otherHint?: ReactNode;
  /** The free-text input's validation message. */
  otherError?: ReactNode;
  /** The free text typed (controlled). */
  otherValue?: string;
  /** Called with the free text as it is typed. */
  onOtherValueChange?: (value: string) => void;
}

/**
 * A searchable single choice (the ARIA 1.2 combobox pattern with a list box): type to filter, arrows to move,
 * Enter to choose, Escape to close.
 */
export function Combobox({
  label,
  options: choices,
  value,
  onValueChange,
  emptyText,
  placeholder,
  hint,
  error,
  required,
  disabled,
  name,
  id,
  otherOption,
  otherLabel,
  otherHint,
  otherError,
  otherValue = '',
  onOtherValueChange,
}: ComboboxProps) {
  const options = choices.map(toComboboxOption);
  // The input shows the chosen option's name; a value not among the options, as it is.
  const valueLabel = options.find((option) => option.value === value)?.label ?? value;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  // A choice made from outside (a reset, a value taken over) replaces what was being typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setQuery(null);
    setOpen(false);
  }

  // Text typed into the input before this code ran (a prerendered page, hydrated later) is kept as the query.
  // A layout effect: settled in the same commit, before the effects of the page around it (which may choose).
  // An Enter pressed in it then (held-enter.ts) chooses the first match, as it would now.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === valueLabel) return;
    const [first] = takeHeldEnter(input) ? filterOptions(options, input.value) : [];
    if (first !== undefined) return onValueChange(first.value);
    setQuery(input.value);
    setActive(0);
    if (input.ownerDocument.activeElement === input) setOpen(true);
    // On mount only: afterwards the input's text is React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const matches = query === null ? [...options] : filterOptions(options, query);
  const activeIndex = Math.min(active, matches.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  function openList() {
    if (disabled) return;
    setOpen(true);
    const selected = matches.findIndex((option) => option.value === value);
    setActive(selected >= 0 ? selected : 0);
  }
  function close() {
    setOpen(false);
    setQuery(null);
  }
  function choose(option: ComboboxOption) {
    onValueChange(option.value);
    close();
  }
  function scrollTo(index: number) {
    // Optional call: jsdom has no scrollIntoView.
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  }
  function move(delta: number) {
    if (!open) return openList();
    if (!matches.length) return;
    const next = (activeIndex + delta + matches.length) % matches.length;
    setActive(next);
    scrollTo(next);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        return move(1);
      case 'ArrowUp':
        event.preventDefault();
        return move(-1);
      case 'Home':
      case 'End':
        if (!open || !matches.length) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : matches.length - 1);
        return;
      case 'Enter': {
        const match = matches[activeIndex];
        if (open && match !== undefined) {
          event.preventDefault();
          choose(match);
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
    }
  }

  // One box for the field and the free-text field under it, spaced as a form spaces its fields: the box is
  // there whether or not 'Other' is chosen, so the input keeps its place in the tree (and the focus).
  return (
    <div className={styles.group}>
      <FormField label={label} hint={hint} error={error} required={required} id={id}>
        {(field) => (
          <div className={styles.anchor}>
            <input
              ref={inputRef}
              {...field}
              type="text"
              role="combobox"
              name={name}
              disabled={disabled}
              autoComplete="off"
              placeholder={placeholder}
              className={`${control} ${styles.input}`}
              // Expanded only while a list box is shown: with no match, 'No ... found' is a status message
              // and a combobox must not claim to be expanded without the element it controls (axe).
              aria-expanded={open && matches.length > 0}
              aria-controls={open && matches.length ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={
                open && matches.length && activeIndex >= 0 ? optionId(activeIndex) : undefined
              }
              value={query ?? valueLabel}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
                setOpen(true);
              }}
              onClick={() => (open ? undefined : openList())}
              onKeyDown={onKeyDown}
              onBlur={close}
            />
            <span className={styles.chevron} aria-hidden>
              <ChevronDownIcon />
            </span>
            {open ? (
              <div className={styles.popup}>
                {matches.length ? (
                  <ul
                    id={listId}
                    role="listbox"
                    className={styles.listbox}
                    aria-label={label}
                    // Focus stays in the input (aria-activedescendant); -1 marks the scrolling list as
                    // reachable without adding a tab stop.
                    tabIndex={-1}
                  >
                    {matches.map((option, index) => (
                      // Keyboard users choose through the input (aria-activedescendant), so the option
                      // itself needs no key handler.
                      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                      <li
                        key={option.value}
                        id={optionId(index)}
                        role="option"
                        aria-selected={option.value === value}
                        data-active={index === activeIndex}
                        className={optionStyle}
                        // Keep focus in the input; choose on click.
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseMove={() => setActive(index)}
                        onClick={() => choose(option)}
                      >
                        {option.label}
                        {option.value === value ? (
                          <span className={indicator}>
                            <CheckIcon />
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p role="status" className={styles.empty}>
                    {emptyText}
                  </p>
                )}
              </div>
            ) : null}
          </div>
        )}
      </FormField>
      {otherOption !== undefined && value === otherOption ? (
        <TextField
          label={otherLabel}
          hint={otherHint}
          error={otherError}
          required={required}
          value={otherValue}
          onChange={(event) => onOtherValueChange?.(event.target.value)}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
