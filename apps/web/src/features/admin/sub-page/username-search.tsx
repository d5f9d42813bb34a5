import { CloseIcon, IconButton, SearchIcon, TextField } from '@mijas/ui';
import { useRef, type FormEvent } from 'react';
import * as styles from './sub-page.css.ts';

export interface UsernameSearchProps {
  /** Names the search landmark, e.g. 'Search membership history'. */
  label: string;
  fieldLabel: string;
  placeholder: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
}

/**
 * The history pages' username box: results follow the typing (the machine waits for a pause), Enter does not
 * reload the page, the clear button (or Escape) empties the box and keeps the focus in it.
 */
export function UsernameSearch({
  label,
  fieldLabel,
  placeholder,
  clearLabel,
  value,
  onChange,
  onClear,
}: UsernameSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onClear();
    input.current?.focus();
  };
  return (
    <form
      role="search"
      aria-label={label}
      className={styles.search}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <TextField
        ref={input}
        label={fieldLabel}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="username"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            clear();
          }
        }}
        endSlot={
          value ? (
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
          )
        }
      />
    </form>
  );
}
