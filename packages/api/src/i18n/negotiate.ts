import { DEFAULT_LOCALE, isLocale, type Locale } from './locale.ts';

// How the language a visitor reads is chosen, in the browser (`pickLocale`) and on the server
// (`negotiateLocale`). A module of its own: the prerendered landing's code, which needs the languages but no
// choosing, carries none of it.

/** The primary subtag of a language tag: `ar-JO` → `ar`. */
const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The first of the user's languages (most preferred first) that the club speaks; English when none. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = primary(tag);
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language an `Accept-Language` header prefers among ours (RFC 9110 §12.5.4: by weight, then by order;
 * `q=0` refuses a language). English when the header names none of ours, or is missing or garbled.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return pickLocale(ranked.map((entry) => entry.tag));
}
