import { Button, Card, Checkbox, DataTable, Inline, InlineAlert, Stack, Text } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useMessages, useText } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format.ts';
import { ConfirmImport } from './confirm-import.tsx';
import { Figures } from './figures.tsx';
import { FileSummary } from './file-summary.tsx';
import type { ImportFlow } from './import-flow.ts';
import { previewColumns } from './preview-columns.tsx';
import { PreviewPager } from './preview-pager.tsx';
import { ProblemList } from './problem-list.tsx';
import { shownRows } from './shown-rows.ts';

/** Rows shown at once in the preview's table. */
export const PREVIEW_PAGE_SIZE = 50;

/**
 * The third step: the server's check of every row (the counts, the rows with their problems, a page of 50 at a
 * time), then the import after a confirmation.
 */
export function Preview({ flow }: { flow: ImportFlow }) {
  const text = useText().importMembers;
  const fields = useMessages().validation.fields;
  const format = useFormat();
  const preview = useSelector(flow, (s) => s.context.preview);
  const rows = useSelector(flow, (s) => s.context.rows);
  const headers = useSelector(flow, (s) => s.context.headers);
  const notice = useSelector(flow, (s) => s.context.notice);
  const error = useSelector(flow, (s) => s.context.error);
  const rechecking = useSelector(flow, (s) => s.matches('previewing'));
  const onlyProblems = useSelector(flow, (s) => s.context.onlyProblems);
  const page = useSelector(flow, (s) => s.context.previewPage);

  const shown = useMemo(
    () => (preview ? shownRows(preview, onlyProblems, rows, headers) : []),
    [preview, onlyProblems, rows, headers],
  );

  if (!preview) {
    // Made again after a 409: the figures come back with the new check.
    return (
      <Card title={text.steps.preview}>
        <Stack gap="md">
          <FileSummary flow={flow} />
          {notice ? <InlineAlert tone="warning">{notice}</InlineAlert> : null}
          <Text tone="muted">{rechecking ? text.mapping.checking : null}</Text>
        </Stack>
      </Card>
    );
  }

  const invalid = preview.invalidRows.length;
  const pages = Math.max(1, Math.ceil(shown.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const pageRows = shown.slice(current * PREVIEW_PAGE_SIZE, (current + 1) * PREVIEW_PAGE_SIZE);
  const columns = previewColumns(preview, { text, fields, format });

  return (
    <Card title={text.steps.preview}>
      <Stack gap="lg">
        <FileSummary flow={flow} />
        {notice ? <InlineAlert tone="warning">{notice}</InlineAlert> : null}
        {error ? (
          <InlineAlert tone="error" title={text.preview.failed}>
            <ProblemList problems={error} />
          </InlineAlert>
        ) : null}
        <Figures
          items={[
            { label: text.preview.rows, value: preview.totalRows },
            { label: text.preview.valid, value: preview.validRows },
            { label: text.preview.invalid, value: invalid },
          ]}
        />
        <Checkbox
          label={text.preview.onlyProblems}
          checked={onlyProblems}
          onCheckedChange={(checked) => flow.send({ type: 'preview.onlyProblems', value: checked })}
        />
        <DataTable
          caption={text.preview.caption}
          columns={columns}
          rows={pageRows}
          getRowId={(row) => String(row.row)}
          loadingText={text.mapping.checking}
          emptyText={text.preview.noProblems}
        />
        {shown.length > PREVIEW_PAGE_SIZE ? (
          <PreviewPager
            flow={flow}
            page={current}
            pages={pages}
            first={current * PREVIEW_PAGE_SIZE + 1}
            last={current * PREVIEW_PAGE_SIZE + pageRows.length}
            total={shown.length}
          />
        ) : null}
        {preview.validRows === 0 ? (
          <InlineAlert tone="info">{text.preview.nothingToImport}</InlineAlert>
        ) : invalid > 0 ? (
          <Text tone="muted">{text.preview.skippedNote}</Text>
        ) : null}
        <Inline gap="sm">
          <Button disabled={preview.validRows === 0} onClick={() => flow.send({ type: 'import' })}>
            {text.preview.importButton(preview.validRows)}
          </Button>
          <Button variant="outline" onClick={() => flow.send({ type: 'mapping.edit' })}>
            {text.preview.changeMapping}
          </Button>
          <Button variant="ghost" onClick={() => flow.send({ type: 'file.forget' })}>
            {text.preview.startOver}
          </Button>
        </Inline>
      </Stack>
      <ConfirmImport flow={flow} count={preview.validRows} />
    </Card>
  );
}
