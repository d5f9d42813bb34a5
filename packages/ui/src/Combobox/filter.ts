/** A choice of a Combobox: the value it gives, and the name it shows (e.g. 'Law' shown as 'القانون'). */
export interface ComboboxOption {
  value: string;
  label: string;
}

/** A plain string is its own value and label. */
export function toComboboxOption(option: ComboboxOption | string): ComboboxOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/**
 * Options whose name or value contains the query, case- and accent-insensitively (so an Arabic name is found
 * by its Arabic and by its English value); all of them for a blank query.
 */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const needle = normalise(query.trim());
  if (!needle) return [...options];
  return options.filter(
    (option) =>
      normalise(option.label).includes(needle) || normalise(option.value).includes(needle),
  );
}

/**
 * Without case, accents and Arabic diacritics (the marks NFD splits off: harakat, shadda, and the hamza of
 * أ إ آ ؤ ئ), nor the tatweel; ة read as ه and ى as ي, as people type them interchangeably.
 */
function normalise(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .toLocaleLowerCase();
}
