/**
 * The shape a translation of a catalogue has: the same keys, every text a string (the English one's literal
 * types widened), every message with parameters a function of the same parameters. A translation missing a key,
 * or with a key the English has not, does not type-check.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };

/** Every text of a catalogue with its path (`login.failed`): for the completeness test and the glossary check. */
export function catalogueEntries(
  catalogue: unknown,
  path: readonly string[] = [],
): { path: string; value: unknown }[] {
  if (catalogue !== null && typeof catalogue === 'object')
    return Object.entries(catalogue).flatMap(([key, value]) =>
      catalogueEntries(value, [...path, key]),
    );
  return [{ path: path.join('.'), value: catalogue }];
}

/** A letter of the Arabic script: what every Arabic text has (the completeness tests check it). */
export const ARABIC_LETTER = /\p{Script=Arabic}/u;
