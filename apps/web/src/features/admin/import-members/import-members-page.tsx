/**
 * Import Members (issue 21), on `memberImportMachine`: the file (chosen, dropped or pasted; read as UTF-8 or
 * Arabic Windows), its columns mapped to our fields, the check of every row by the server (the problem rows
 * with their cells), the import after a confirmation, and its report. Each step is a component of this folder;
 * the machine's client reads files with `@mijas/api/member-csv` (`import-flow.ts`), loaded with this page when it
 * is first shown.
 */
import { Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { ChooseFile } from './choose-file.tsx';
import { Done } from './done.tsx';
import { useImportFlow } from './import-flow.ts';
import { Mapping } from './mapping.tsx';
import { Preview } from './preview.tsx';

export function ImportMembersPage() {
  const flow = useImportFlow();
  const stage = useSelector(flow, (s) =>
    s.matches('choosing') || s.matches('reading')
      ? 'file'
      : s.matches('mapping') || s.matches('previewing')
        ? 'mapping'
        : s.matches('done')
          ? 'done'
          : 'preview',
  );
  return (
    <Stack gap="lg">
      {stage === 'file' ? <ChooseFile flow={flow} /> : null}
      {stage === 'mapping' ? <Mapping flow={flow} /> : null}
      {stage === 'preview' ? <Preview flow={flow} /> : null}
      {stage === 'done' ? <Done flow={flow} /> : null}
    </Stack>
  );
}
