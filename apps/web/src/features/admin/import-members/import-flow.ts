import * as memberCsv from '@mijas/api/member-csv';
import { memberImportMachine, type MemberImportInput } from '@mijas/machines';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';

/**
 * Import Members' machine (`memberImportMachine`) on the app's client, reading files with
 * `@mijas/api/member-csv` (papaparse): the only module that loads it, with the page when it is first shown.
 */
export function useImportFlow() {
  const input: MemberImportInput = { api: useApi(), csv: memberCsv };
  return useFlow(memberImportMachine, input);
}

/** The page's machine, as each of its parts takes it. */
export type ImportFlow = ReturnType<typeof useImportFlow>;
