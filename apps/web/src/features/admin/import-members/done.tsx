import { Button, Card, Inline, InlineAlert, Link, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { paths } from '../../../config/paths.ts';
import { useMessages, useText } from '../../../i18n/index.ts';
import { saveCsv } from '../../../lib/save-csv.ts';
import { Figures } from './figures.tsx';
import type { ImportFlow } from './import-flow.ts';
import { reportCsv, reportFileName } from './import-files.ts';

/** The last step: the server's answer, the counts, the report to save. */
export function Done({ flow }: { flow: ImportFlow }) {
  const text = useText().importMembers;
  const fields = useMessages().validation.fields;
  const result = useSelector(flow, (s) => s.context.result);
  const fileName = useSelector(flow, (s) => s.context.fileName);
  if (!result) return null;
  return (
    <Card title={text.done.title}>
      <Stack gap="lg">
        <InlineAlert tone="success">{result.message}</InlineAlert>
        <Figures
          items={[
            { label: text.done.imported, value: result.imported.length },
            { label: text.done.skipped, value: result.skipped.length },
          ]}
        />
        <Inline gap="sm" align="center">
          <Button
            onClick={() =>
              saveCsv(
                reportFileName(fileName),
                reportCsv(result, (field) => fields[field]),
              )
            }
          >
            {text.done.report}
          </Button>
          <Link href={paths.adminPage.build('view-members')}>{text.done.viewMembers}</Link>
          <Button variant="ghost" onClick={() => flow.send({ type: 'file.forget' })}>
            {text.done.another}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
