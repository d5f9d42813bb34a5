import type { MouseEvent } from 'react';
import * as styles from './LanguageSwitch.css';

export interface LanguageSwitchProps<T extends string> {
  /** Names the group, e.g. 'Language' (in the page's language). */
  label: string;
  /** The languages, each by its own name ('English', 'العربية'): `value` is its language tag. */
  languages: readonly { value: T; name: string }[];
  /** The page's language (controlled). */
  value: T;
  /** Called with the language chosen (never the current one): the page switches in place. */
  onValueChange: (value: T) => void;
  /**
   * The address of this page in a language: what the option leads to before the page's code runs, or opened
   * in a new tab (the page switches in place on a plain click).
   */
  hrefOf: (value: T) => string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The languages of the site side by side (English / العربية), each named in itself and marked with its language
 * (`lang`), the current one marked `aria-current`. Links: they work before the page's code runs, and from the
 * keyboard (Tab, Enter). The slash between them is the stylesheet's (not read out).
 */
export function LanguageSwitch<T extends string>({
  label,
  languages,
  value,
  onValueChange,
  hrefOf,
}: LanguageSwitchProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {languages.map((language) => (
        <a
          key={language.value}
          href={hrefOf(language.value)}
          lang={language.value}
          hrefLang={language.value}
          aria-current={language.value === value ? 'true' : undefined}
          className={styles.option}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            if (language.value !== value) onValueChange(language.value);
          }}
        >
          {language.name}
        </a>
      ))}
    </div>
  );
}
