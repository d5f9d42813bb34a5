import {
  type ApiClient,
  type ImportField,
  type ImportMapping,
  importMessages,
  type ImportPreviewResponse,
  type ImportResponse,
  isApiError,
  messageFrom,
  messages,
  ADMIN_LIMITS,
} from '@mijas/api';
// Types only: the page hands the module in (`csv`), so papaparse is loaded by the import page alone.
import type * as MemberCsv from '@mijas/api/member-csv';
import { assign, fromPromise, setup } from 'xstate';

/** The reading of a file the machine uses: `@mijas/api/member-csv`, given by the page that loads it. */
export type ImportCsv = Pick<
  typeof MemberCsv,
  'parseCsvFile' | 'guessImportMapping' | 'checkImportMapping'
>;

/** A chosen file (a DOM `File`): its name and size, and its bytes. */
export interface ImportFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** How the text was read: UTF-8, or Arabic Windows (what older spreadsheet programs save); null when pasted. */
export type ImportEncoding = 'utf-8' | 'windows-1256';

/**
 * A file's bytes as text: UTF-8 when they are UTF-8 (a byte order mark dropped by the decoder), else the Arabic
 * Windows code page, which every byte sequence is (so a binary file is told apart later by `parseCsvFile`).
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): {
  text: string;
  encoding: ImportEncoding;
} {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1256').decode(bytes), encoding: 'windows-1256' };
  }
}

/** Larger files are refused before their bytes are read (the server's limit, in characters, is as large). */
export const IMPORT_MAX_FILE_BYTES = ADMIN_LIMITS.importMaxChars;

export interface MemberImportInput {
  api: Pick<ApiClient, 'previewImport' | 'importMembers'>;
  csv: ImportCsv;
}

export interface MemberImportContext extends MemberImportInput {
  /** The chosen file's name; null for pasted text. */
  fileName: string | null;
  encoding: ImportEncoding | null;
  /** The text sent to the server (as read or pasted). */
  text: string;
  /** Why the file or text cannot be used (`parseCsvFile`'s problems, a file too large): shown before any call. */
  fileProblems: string[];
  headers: string[];
  rows: MemberCsv.ParsedCsvRow[];
  mapping: Record<ImportField, string | null>;
  /** `checkImportMapping`'s problems: the preview waits until there are none. */
  mappingProblems: string[];
  preview: ImportPreviewResponse | null;
  result: ImportResponse | null;
  /** Why the last call failed (each problem of a refused file, or the server's message). */
  error: string[] | null;
  /** The import found members added since the preview (409): the preview was made again; this says why. */
  notice: string | null;
  /** The paste box as typed (kept through a refused paste; emptied when started over). */
  pasted: string;
  /** The preview's table: only the rows with problems (at first), or every row. */
  onlyProblems: boolean;
  /** The preview table's page, from 0 (the page shows the last one when this is past it). */
  previewPage: number;
}

export type MemberImportEvent =
  | { type: 'file.choose'; file: ImportFile }
  | { type: 'paste.change'; text: string }
  | { type: 'text.paste'; text: string }
  | { type: 'mapping.set'; field: ImportField; column: string | null }
  | { type: 'preview' }
  | { type: 'mapping.edit' }
  | { type: 'import' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'file.forget' }
  /** The preview's "Only rows with problems". */
  | { type: 'preview.onlyProblems'; value: boolean }
  /** The preview table's Previous and Next. */
  | { type: 'preview.page'; page: number };

/** Each problem of a refused call: every description of an error list (a file's problems), else its message. */
export function importReasonsOf(error: unknown): string[] {
  if (isApiError(error) && Array.isArray(error.body)) {
    const descriptions = error.body
      .map((item: unknown) =>
        typeof item === 'object' && item !== null && 'description' in item
          ? String(item.description)
          : '',
      )
      .filter((description) => description !== '');
    if (descriptions.length > 0) return descriptions;
  }
  const fallback = isApiError(error) ? error.message : messages.api.noResponse;
  return [messageFrom(error, fallback, { noResponse: messages.api.noResponse })];
}

const noMapping = {} as Record<ImportField, string | null>;

const fresh = {
  fileName: null,
  encoding: null,
  text: '',
  fileProblems: [],
  headers: [],
  rows: [],
  mapping: noMapping,
  mappingProblems: [],
  preview: null,
  result: null,
  error: null,
  notice: null,
} satisfies Omit<
  MemberImportContext,
  keyof MemberImportInput | 'pasted' | 'onlyProblems' | 'previewPage'
>;

/** A new preview's table: the problem rows, from the first page. */
const previewTable = { onlyProblems: true, previewPage: 0 };

/**
 * Import Members (issue 21): choose a file or paste its text → it is read (UTF-8, else windows-1256) and parsed
 * in the browser (a malformed file is refused here, before any call) → mapping (the guess, changed field by
 * field, checked) → previewing (`POST /Admin/members/import/preview`) → preview (totals, the problem rows) →
 * confirming → importing (`POST /Admin/members/import`) → done (the report). A failed call keeps the file and
 * the mapping; a 409 (members added since the preview) makes the preview again, saying why.
 */
export const memberImportMachine = setup({
  types: {
    context: {} as MemberImportContext,
    events: {} as MemberImportEvent,
    input: {} as MemberImportInput,
  },
  actors: {
    readFile: fromPromise<{ text: string; encoding: ImportEncoding }, { file: ImportFile }>(
      async ({ input }) => decodeCsvBytes(await input.file.arrayBuffer()),
    ),
    previewImport: fromPromise<
      ImportPreviewResponse,
      { api: MemberImportInput['api']; csv: string; mapping: ImportMapping }
    >(({ input, signal }) =>
      input.api.previewImport({ csv: input.csv, mapping: input.mapping }, { signal }),
    ),
    importMembers: fromPromise<
      ImportResponse,
      { api: MemberImportInput['api']; csv: string; mapping: ImportMapping }
    >(({ input, signal }) =>
      input.api.importMembers({ csv: input.csv, mapping: input.mapping }, { signal }),
    ),
  },
  guards: {
    tooLarge: ({ event }) =>
      event.type === 'file.choose' && event.file.size > IMPORT_MAX_FILE_BYTES,
    readable: ({ context }) => context.fileProblems.length === 0,
    mapped: ({ context }) => context.mappingProblems.length === 0,
    hasValidRows: ({ context }) => (context.preview?.validRows ?? 0) > 0,
    changedSincePreview: ({ event }) =>
      'error' in event && isApiError(event.error) && event.error.status === 409,
  },
  actions: {
    forget: assign(() => ({ ...fresh, pasted: '' })),
  },
}).createMachine({
  id: 'memberImport',
  context: ({ input }) => ({ ...input, ...fresh, pasted: '', ...previewTable }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'file.choose': [
          {
            guard: 'tooLarge',
            actions: assign(({ event }) => ({
              ...fresh,
              fileName: event.file.name,
              fileProblems: [importMessages().tooLarge(IMPORT_MAX_FILE_BYTES / 1_000_000)],
            })),
          },
          {
            target: 'reading',
            actions: assign(({ event }) => ({ ...fresh, fileName: event.file.name })),
          },
        ],
        'paste.change': { actions: assign({ pasted: ({ event }) => event.text }) },
        'text.paste': {
          target: 'parsing',
          actions: assign(({ event }) => ({ ...fresh, text: event.text })),
        },
      },
    },
    reading: {
      tags: ['busy'],
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ event }) => ({ file: (event as { file: ImportFile }).file }),
        onDone: {
          target: 'parsing',
          actions: assign(({ event }) => ({
            text: event.output.text,
            encoding: event.output.encoding,
          })),
        },
        onError: {
          target: 'choosing',
          actions: assign({ fileProblems: () => [importMessages().notText] }),
        },
      },
    },
    parsing: {
      entry: assign(({ context }) => {
        const parsed = context.csv.parseCsvFile(context.text);
        if (!parsed.ok) return { fileProblems: parsed.problems };
        const mapping = context.csv.guessImportMapping(parsed.headers);
        return {
          fileProblems: [],
          headers: parsed.headers,
          rows: parsed.rows,
          mapping,
          mappingProblems: context.csv.checkImportMapping(parsed.headers, mapping),
        };
      }),
      always: [{ guard: 'readable', target: 'mapping' }, { target: 'choosing' }],
    },
    mapping: {
      on: {
        'mapping.set': {
          actions: assign(({ context, event }) => {
            const mapping = { ...context.mapping, [event.field]: event.column };
            return {
              mapping,
              mappingProblems: context.csv.checkImportMapping(context.headers, mapping),
            };
          }),
        },
        preview: { guard: 'mapped', target: 'previewing' },
        'file.forget': { target: 'choosing', actions: 'forget' },
      },
    },
    previewing: {
      tags: ['busy'],
      entry: assign({ error: null, preview: null }),
      invoke: {
        id: 'previewImport',
        src: 'previewImport',
        input: ({ context }) => ({ api: context.api, csv: context.text, mapping: context.mapping }),
        onDone: {
          target: 'preview',
          actions: assign(({ event }) => ({ preview: event.output, ...previewTable })),
        },
        onError: {
          target: 'mapping',
          actions: assign({ error: ({ event }) => importReasonsOf(event.error), notice: null }),
        },
      },
    },
    preview: {
      on: {
        'preview.onlyProblems': {
          actions: assign(({ event }) => ({ onlyProblems: event.value, previewPage: 0 })),
        },
        'preview.page': {
          guard: ({ event }) => Number.isInteger(event.page) && event.page >= 0,
          actions: assign({ previewPage: ({ event }) => event.page }),
        },
        import: { guard: 'hasValidRows', target: 'confirming' },
        'mapping.edit': { target: 'mapping', actions: assign({ notice: null, error: null }) },
        'file.forget': { target: 'choosing', actions: 'forget' },
      },
    },
    confirming: {
      entry: assign({ notice: null, error: null }),
      on: { confirm: 'importing', cancel: 'preview' },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'importMembers',
        src: 'importMembers',
        input: ({ context }) => ({ api: context.api, csv: context.text, mapping: context.mapping }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'changedSincePreview',
            target: 'previewing',
            actions: assign({ notice: ({ event }) => importReasonsOf(event.error)[0] ?? null }),
          },
          {
            target: 'preview',
            actions: assign({ error: ({ event }) => importReasonsOf(event.error) }),
          },
        ],
      },
    },
    done: {
      on: { 'file.forget': { target: 'choosing', actions: 'forget' } },
    },
  },
});
