import { CSV_BOM, memberExportFileName, type ApiClient, type MemberExportQuery } from '@mijas/api';
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { reasonOf } from '../shared/reasonOf.ts';

export interface MemberExportInput {
  api: Pick<ApiClient, 'exportMembers'>;
}

/** The file to save: the server's CSV behind its byte order mark (Excel reads it as UTF-8), and its name. */
export interface MemberExportFile {
  text: string;
  name: string;
}

export interface MemberExportContext extends MemberExportInput {
  /** The search and filters of the export under way. */
  query: MemberExportQuery | null;
  /** Why the last export failed (shown beside the button until the next one starts). */
  error: string | null;
}

export type MemberExportEvent = { type: 'export.start'; query: MemberExportQuery };

/**
 * The browser saves the file: a named action the page provides (machines see no DOM). Its default does
 * nothing.
 */
export function saveFile(_args: unknown, _file: MemberExportFile): void {}

/**
 * An Export CSV button's machine: the list's query exported by `call`, saved as `fileName(now)` behind the byte
 * order mark; busy while it runs, its failure's reason after.
 */
export function createCsvExportMachine<Api, Query extends object>(
  id: string,
  call: (api: Api, query: Query, signal: AbortSignal) => Promise<string>,
  fileName: (now: Date) => string,
) {
  return setup({
    types: {
      context: {} as { api: Api; query: Query | null; error: string | null },
      events: {} as { type: 'export.start'; query: Query },
      input: {} as { api: Api },
    },
    actors: {
      exportCsv: fromPromise<MemberExportFile, { api: Api; query: Query }>(
        async ({ input, signal }) => ({
          text: CSV_BOM + (await call(input.api, input.query, signal)),
          name: fileName(new Date()),
        }),
      ),
    },
    actions: { saveFile },
  }).createMachine({
    id,
    context: ({ input }) => ({ api: input.api, query: null, error: null }),
    initial: 'idle',
    states: {
      idle: {
        on: {
          'export.start': {
            target: 'exporting',
            actions: assign({ query: ({ event }) => event.query, error: null }),
          },
        },
      },
      exporting: {
        tags: ['busy'],
        invoke: {
          id: 'exportCsv',
          src: 'exportCsv',
          input: ({ context }) => ({ api: context.api, query: context.query ?? ({} as Query) }),
          onDone: {
            target: 'idle',
            actions: [
              { type: 'saveFile', params: ({ event }) => event.output },
              assign({ query: null }),
            ],
          },
          onError: {
            target: 'idle',
            actions: assign({ query: null, error: ({ event }) => reasonOf(event.error) }),
          },
        },
      },
    },
  });
}

/**
 * View Members' Export CSV (issue 21): every member of the search and filters (`GET /Admin/members/export`),
 * saved as `mijas-members-<day>.csv`.
 */
export const memberExportMachine = createCsvExportMachine<
  MemberExportInput['api'],
  MemberExportQuery
>(
  'memberExport',
  (api, query, signal) => api.exportMembers(query, { signal }),
  memberExportFileName,
);

export type MemberExportRef = ActorRefFrom<typeof memberExportMachine>;
