import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { popup, anchor, listbox, empty } from '../Combobox/Combobox.css';
import { FormField } from '../FormField/FormField';
import { control } from '../FormField/FormField.css';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, SearchIcon } from '../icons/icons';
import { option as optionStyle } from '../Select/Select.css';
import { endSlot, inputWrap, withEndSlot } from '../TextField/TextField.css';
import * as styles from './SearchCombobox.css';

export interface SearchSuggestion {
  /** A stable key for the suggestion, e.g. the member's id. */
  id: string;
  /** What choosing it puts in the box, e.g. a username. */
  label: string;
  /** Shown after the label, e.g. the member's full name. */
  description?: string | null;
}

export interface SearchComboboxProps {
  /** The visible label, tied to the box. */
  label: ReactNode;
  /** Names the list box, e.g. 'Members'. */
  listLabel: string;
  /** The text typed; the search follows it. */
  value: string;
  /** Called with the text as it is typed (or emptied). */
  onValueChange: (value: string) => void;
  /** The matches to list, from outside (a machine's last answer). */
  suggestions: readonly SearchSuggestion[];
  /** Whether the suggestions (or `status`) are shown under the box. */
  open: boolean;
  /** Escape, or the box left: hide the suggestions, keep the text. */
  onClose: () => void;
  /** A suggestion was chosen (click, or arrows and Enter). */
  onSelect: (suggestion: SearchSuggestion) => void;
  /** Shown in place of suggestions when there are none: 'Loading...', 'No members found.', a failure. */
  status?: ReactNode;
  /** The suggestions are being looked up (those shown are the last answer's). */
  busy?: boolean;
  /** Empties the box (the clear button, or Escape once the suggestions are closed). */
  onClear: () => void;
  /** The clear button's name, e.g. 'Clear search'. */
  clearLabel: string;
  /** Shown in the empty box, e.g. 'Username or name'. */
  placeholder?: string;
  /** The most characters the box takes (the contract's search limit). */
  maxLength?: number;
  /** The form field name of the box. */
  name?: string;
  /** Help under the box, read with it. */
  hint?: ReactNode;
  /** A validation message; marks the box invalid and is read with it. */
  error?: ReactNode;
}

/**
 * A search box that suggests as one types (the ARIA 1.2 combobox with list autocomplete and manual selection):
 * the text searches by itself; ArrowDown and ArrowUp move through the suggestions, Enter chooses the one
 * marked, Escape closes the list (a second Escape empties the box). The suggestions come from outside (a
 * machine asks the server), so this holds only which one is marked.
 */
export function SearchCombobox({
  label,
  listLabel,
  value,
  onValueChange,
  suggestions,
  open,
  onClose,
  onSelect,
  status,
  busy = false,
  onClear,
  clearLabel,
  placeholder,
  maxLength,
  name,
  hint,
  error,
}: SearchComboboxProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // No suggestion is marked until the arrows move to one; a new list starts unmarked again.
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(suggestions);
  if (shown !== suggestions) {
    setShown(suggestions);
    setActive(-1);
  }
  const listed = open && suggestions.length > 0;
  const activeIndex = listed ? Math.min(active, suggestions.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function move(delta: number) {
    if (!listed) return;
    const count = suggestions.length;
    const next =
      activeIndex < 0 ? (delta > 0 ? 0 : count - 1) : (activeIndex + delta + count) % count;
    setActive(next);
    // Optional call: jsdom has no scrollIntoView.
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  }
  function choose(suggestion: SearchSuggestion) {
    setActive(-1);
    onSelect(suggestion);
  }
  function clear() {
    onClear();
    inputRef.current?.focus();
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!listed) return;
        event.preventDefault();
        return move(event.key === 'ArrowDown' ? 1 : -1);
      case 'Enter': {
        const marked = suggestions[activeIndex];
        if (marked) {
          event.preventDefault();
          choose(marked);
        } else if (open) onClose();
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setActive(-1);
          onClose();
        } else if (value) {
          event.preventDefault();
          clear();
        }
        return;
    }
  }

  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <div className={anchor}>
          <div className={inputWrap}>
            <input
              ref={inputRef}
              {...field}
              type="text"
              role="combobox"
              inputMode="search"
              enterKeyHint="search"
              name={name}
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              maxLength={maxLength}
              className={`${control} ${withEndSlot}`}
              // Expanded only while a list box is shown: a status line alone is not the controlled element.
              aria-expanded={listed}
              aria-controls={listed ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
              value={value}
              onChange={(event) => onValueChange(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              onBlur={() => (open ? onClose() : undefined)}
            />
            <div className={endSlot}>
              {value ? (
                <IconButton
                  label={clearLabel}
                  icon={<CloseIcon />}
                  size="sm"
                  variant="ghost"
                  onClick={clear}
                />
              ) : (
                <span className={styles.searchIcon} aria-hidden>
                  <SearchIcon />
                </span>
              )}
            </div>
          </div>
          {open && (listed || status) ? (
            <div className={popup}>
              {listed ? (
                <ul
                  id={listId}
                  role="listbox"
                  aria-label={listLabel}
                  aria-busy={busy || undefined}
                  className={listbox}
                  // Focus stays in the input (aria-activedescendant); -1 makes the scrolling list reachable
                  // without a tab stop.
                  tabIndex={-1}
                >
                  {suggestions.map((suggestion, index) => (
                    // Keyboard users choose through the input (aria-activedescendant).
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                    <li
                      key={suggestion.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === activeIndex}
                      data-active={index === activeIndex}
                      className={optionStyle}
                      // Keep the focus in the input; choose on click.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActive(index)}
                      onClick={() => choose(suggestion)}
                    >
                      <span className={styles.optionText}>
                        {/* Flex items: read as two words, 'hamza.obeidat1 Hamza Obeidat'. */}
                        <span className={styles.optionLabel}>{suggestion.label}</span>
                        {suggestion.description ? (
                          <span className={styles.optionDescription}>{suggestion.description}</span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p role="status" className={empty}>
                  {status}
                </p>
              )}
            </div>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
