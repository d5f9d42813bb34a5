/** Options whose text contains the query, case- and accent-insensitively; all of them for a blank query. */
export function filterOptions(options: readonly string[], query: string): string[] {
  const needle = normalise(query.trim());
  if (!needle) return [...options];
  return options.filter((option) => normalise(option).includes(needle));
}

function normalise(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}
