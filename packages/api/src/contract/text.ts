/**
 * The rules for typed text that need no schema (the login and recovery machines, the client and the pages read
 * them without loading zod); `fields.ts` builds the text fields' schemas on them and exports them too.
 */

/** Line breaks and tabs: every field is one line, so they only arrive by pasting; each becomes a space. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * Characters nobody can see: C0 and C1 controls (NUL included), zero-width characters (U+200B–U+200D, U+2060,
 * U+FEFF) and the bidirectional controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the
 * marks U+200E, U+200F and U+061C).
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * The one rule for typed text, the same in the browser and the server (every text field but passwords and
 * tokens, which are kept exactly as given): line breaks and tabs become spaces, invisible characters are removed,
 * then the ends are trimmed. Invisible characters are removed rather than refused because the person cannot see
 * what to fix; kept, they make two names that look alike differ, or turn the text around them (U+202E). ZWNJ and
 * ZWJ shape some scripts (Persian, Indic) but change nothing in the Arabic and Latin names and addresses the club
 * keeps, so they go too (a Persian name stays readable, only joined).
 */
export function cleanText(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '').trim();
}

/**
 * Text of several lines (a reply mailed from Applications, issue 21): `cleanText` line by line, so line breaks
 * (any kind, written back as `\n`) stay and at most one empty line is kept between paragraphs.
 */
export function cleanMultilineText(value: string): string {
  return value
    .split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/)
    .map((line) => cleanText(line.replace(/\t/g, ' ')))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** First and last name joined, each trimmed; '' when both are missing (screens then show N/A). */
export function fullName(person: {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}): string {
  return [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
