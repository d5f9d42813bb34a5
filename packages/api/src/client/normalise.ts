import { GENDERS, type Gender } from '../contract/constants.ts';

const spelledOut: Record<string, Gender> = { m: 'M', male: 'M', f: 'F', female: 'F' };

/** SPEC §2/§3 use both `M`/`F` and `male`/`female`: any of them (any case) becomes the code; else unchanged. */
export function normaliseGender(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const code = spelledOut[value.trim().toLowerCase()];
  return code && (GENDERS as readonly string[]).includes(code) ? code : value;
}

/**
 * Every `gender` field of a response body, at any depth (a record, or the records of a list), as a code, so
 * that screens only ever see `M` or `F`. The other double spellings are resolved by the contract's wire schemas.
 */
export function normaliseGenders(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(normaliseGenders);
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === 'gender' ? normaliseGender(value) : normaliseGenders(value),
    ]),
  );
}
