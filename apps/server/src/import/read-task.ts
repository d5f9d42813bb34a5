/**
 * The import's reading (issue 30): what a worker thread of the import's pool (`reader.ts`) runs, so that seconds of
 * parsing and checking 20 000 rows never hold the event loop that answers everyone else. The compiled server runs
 * it as `dist/import-worker.js` (`scripts/build.mjs`).
 *
 * The rows come back as JSON text in chunks: a string crosses to the main thread as one copy, where 20 000 rows as
 * objects cost it a tenth of a second or more to rebuild; it parses a chunk (well under a millisecond) when it gets
 * to it, between its database calls.
 */
import {
  activateLocale,
  type ImportField,
  type ImportRequest,
  type ImportRow,
  type Locale,
  registerMessages,
} from '@mijas/api/contract';
import { arabicMessages } from '@mijas/api/messages-ar';
import type { ImportCheckedRow } from '@mijas/api/member-csv';
import { readImport, reportedRow } from './rules.ts';

registerMessages('ar', arabicMessages);

/** Rows in a chunk: what the main thread takes at once (one query for their duplicates, one batch of inserts). */
export const CHUNK_ROWS = 500;

export interface ReadTask {
  request: ImportRequest;
  /** The caller's language: the rows' issues and the file's problems are written in it. */
  locale: Locale;
}

export type ReadResult =
  | {
      ok: true;
      headers: string[];
      mapping: Record<ImportField, string | null>;
      totalRows: number;
      /** The rows with problems, as the answers list them: chunks, each the JSON text of an `ImportRow[]`. */
      invalid: string[];
      /** The rows without: chunks, each the JSON text of an `ImportCheckedRow[]` (each with its member). */
      valid: string[];
    }
  | { ok: false; problems: string[] };

function chunks<T>(items: readonly T[]): string[] {
  const texts: string[] = [];
  for (let start = 0; start < items.length; start += CHUNK_ROWS) {
    texts.push(JSON.stringify(items.slice(start, start + CHUNK_ROWS)));
  }
  return texts;
}

export default function readTask({ request, locale }: ReadTask): ReadResult {
  // One task at a time per thread: the language is the caller's until the next task.
  activateLocale(locale);
  const read = readImport(request);
  if (!read.ok) return read;
  const invalid: ImportRow[] = [];
  const valid: ImportCheckedRow[] = [];
  for (const row of read.rows) {
    if (row.member) valid.push(row);
    else invalid.push(reportedRow(row));
  }
  return {
    ok: true,
    headers: read.headers,
    mapping: read.mapping,
    totalRows: read.rows.length,
    invalid: chunks(invalid),
    valid: chunks(valid),
  };
}
