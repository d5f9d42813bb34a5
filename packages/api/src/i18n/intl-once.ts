const made = new Map<string, unknown>();

/**
 * An `Intl` object (or what is built on one) made the first time it is asked for under `key`, then kept for the
 * page's life: making one is costly (a few to tens of ms on a phone, the first of its kind the most), never worth
 * it at a module's load or again on each call (issue 32). `key` names what `make` makes, its options included
 * (`number en`, `currency JOD`): two calls with one key must make the same thing.
 */
export function intlOnce<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}
