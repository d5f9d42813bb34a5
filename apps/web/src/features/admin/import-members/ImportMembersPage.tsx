/**
 * Import Members (issue 21), on `memberImportMachine`: the file (chosen, dropped or pasted; read as UTF-8 or
 * Arabic Windows), its columns mapped to our fields, the check of every row by the server (the problem rows
 * with their cells), the import after a confirmation, and its report. The only module that loads
 * `@mijas/api/member-csv` (papaparse): this page is loaded when first shown.
 */
import { IMPORT_FIELDS, OPTIONAL_IMPORT_FIELDS, type ImportField } from '@mijas/api';
import * as memberCsv from '@mijas/api/member-csv';
import { memberImportMachine, type MemberImportInput } from '@mijas/machines';
import {
  Button,
  Card,
  Checkbox,
  DataTable,
  Dialog,
  DialogClose,
  InlineAlert,
  Inline,
  Link,
  Select,
  Stack,
  Text,
  TextAreaField,
  type DataTableColumn,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useId, useMemo, useState, type DragEvent } from 'react';
import { paths } from '../../../config/paths.ts';
import { useMessages, useText } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format.ts';
import { saveCsv } from '../../../lib/save-csv.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { reportCsv, reportFileName, TEMPLATE_FILE_NAME, templateCsv } from './import-files.ts';
import * as styles from './import-members.css.ts';

type Flow = ReturnType<typeof useImportFlow>;

/** A Radix Select cannot hold '': "not in the file" is a NUL, which no header has (`parseCsvFile` refuses it). */
const NOT_IN_FILE = '\u0000';
/** Rows shown at once in the preview's table. */
export const PREVIEW_PAGE_SIZE = 50;

function useImportFlow() {
  const input: MemberImportInput = { api: useApi(), csv: memberCsv };
  return useFlow(memberImportMachine, input);
}

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

function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 1) return <>{problems[0]}</>;
  return (
    <ul className={styles.problemList}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

function ChooseFile({ flow }: { flow: Flow }) {
  const text = useText().importMembers;
  const reading = useSelector(flow, (s) => s.matches('reading'));
  const problems = useSelector(flow, (s) => s.context.fileProblems);
  const fileName = useSelector(flow, (s) => s.context.fileName);
  const pasted = useSelector(flow, (s) => s.context.pasted);
  // A file dragged over the drop zone: its highlight, as :hover is for a pointer (the browser's drag events).
  // eslint-disable-next-line mijas/no-react-state -- drag highlight: the drop zone lit while a file is over it
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const choose = (file: File | undefined) => {
    if (file) flow.send({ type: 'file.choose', file });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  return (
    <Card
      title={text.steps.file}
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => saveCsv(TEMPLATE_FILE_NAME, templateCsv())}
        >
          {text.choose.template}
        </Button>
      }
    >
      <Stack gap="lg">
        <div
          className={styles.dropZone}
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Text weight="bold">{text.choose.drop}</Text>
          <Text tone="muted">{text.choose.or}</Text>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept=".csv,text/csv"
            disabled={reading}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file chosen again (corrected and saved) is read again.
              event.target.value = '';
            }}
          />
          <label htmlFor={inputId} className={styles.fileButton}>
            {reading ? text.choose.reading : text.choose.button}
          </label>
          <Text tone="muted" size="sm">
            {text.choose.hint}
          </Text>
          <Text tone="muted" size="sm">
            {text.choose.templateHint}
          </Text>
        </div>
        {problems.length > 0 ? (
          <InlineAlert tone="error" title={text.choose.refused}>
            {fileName ? (
              <>
                <bdi>{fileName}</bdi>:{' '}
              </>
            ) : null}
            <ProblemList problems={problems} />
          </InlineAlert>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'text.paste', text: pasted });
          }}
        >
          <Stack gap="sm" align="flex-start">
            <TextAreaField
              label={text.choose.pasteLabel}
              hint={text.choose.pasteHint}
              rows={5}
              dir="auto"
              value={pasted}
              onChange={(event) => flow.send({ type: 'paste.change', text: event.target.value })}
            />
            <Button type="submit" variant="outline" disabled={pasted.trim() === '' || reading}>
              {text.choose.pasteButton}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

/** "members.csv · 120 rows · read as UTF-8", or "Pasted text · 120 rows". */
function FileSummary({ flow }: { flow: Flow }) {
  const text = useText().importMembers;
  const fileName = useSelector(flow, (s) => s.context.fileName);
  const encoding = useSelector(flow, (s) => s.context.encoding);
  const rows = useSelector(flow, (s) => s.context.rows.length);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <Inline gap="sm" align="center" justify="space-between">
      <Text>
        {fileName ? <bdi>{fileName}</bdi> : text.file.pasted} · {text.file.rows(rows)}
        {encoding ? ` · ${text.file.encoding[encoding]}` : null}
      </Text>
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => flow.send({ type: 'file.forget' })}
      >
        {text.file.another}
      </Button>
    </Inline>
  );
}

function Mapping({ flow }: { flow: Flow }) {
  const text = useText().importMembers;
  const fields = useMessages().validation.fields;
  const headers = useSelector(flow, (s) => s.context.headers);
  const mapping = useSelector(flow, (s) => s.context.mapping);
  const problems = useSelector(flow, (s) => s.context.mappingProblems);
  const error = useSelector(flow, (s) => s.context.error);
  const checking = useSelector(flow, (s) => s.matches('previewing'));
  return (
    <Card title={text.steps.mapping} description={text.mapping.hint}>
      <Stack gap="lg">
        <FileSummary flow={flow} />
        <div className={styles.mappingGrid}>
          {IMPORT_FIELDS.map((field) => {
            const optional = OPTIONAL_IMPORT_FIELDS.includes(field);
            const column = mapping[field] ?? null;
            return (
              <Select
                key={field}
                label={fields[field]}
                required={!optional}
                disabled={checking}
                placeholder={text.mapping.choose}
                value={column ?? (optional ? NOT_IN_FILE : '')}
                options={[
                  ...(optional ? [{ value: NOT_IN_FILE, label: text.mapping.notInFile }] : []),
                  ...headers.filter((header) => header !== ''),
                ]}
                onValueChange={(value) =>
                  flow.send({
                    type: 'mapping.set',
                    field,
                    column: value === NOT_IN_FILE ? null : value,
                  })
                }
              />
            );
          })}
        </div>
        {problems.length > 0 ? (
          <InlineAlert tone="warning" title={text.mapping.problems}>
            <ProblemList problems={problems} />
          </InlineAlert>
        ) : null}
        {error ? (
          <InlineAlert tone="error" title={text.mapping.refused}>
            <ProblemList problems={error} />
          </InlineAlert>
        ) : null}
        <div>
          <Button
            loading={checking}
            disabled={problems.length > 0}
            onClick={() => flow.send({ type: 'preview' })}
          >
            {checking ? text.mapping.checking : text.mapping.check}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

interface ShownRow {
  row: number;
  cells: Partial<Record<ImportField, string>>;
  issues: { field: ImportField | null; message: string }[];
}

function Figures({ items }: { items: { label: string; value: number }[] }) {
  const format = useFormat();
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{item.label}</dt>
          <dd className={styles.figureValue}>{format.number(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Preview({ flow }: { flow: Flow }) {
  const text = useText().importMembers;
  const fields = useMessages().validation.fields;
  const format = useFormat();
  const preview = useSelector(flow, (s) => s.context.preview);
  const rows = useSelector(flow, (s) => s.context.rows);
  const headers = useSelector(flow, (s) => s.context.headers);
  const notice = useSelector(flow, (s) => s.context.notice);
  const error = useSelector(flow, (s) => s.context.error);
  const confirming = useSelector(flow, (s) => s.matches('confirming') || s.matches('importing'));
  const importing = useSelector(flow, (s) => s.matches('importing'));
  const rechecking = useSelector(flow, (s) => s.matches('previewing'));
  const onlyProblems = useSelector(flow, (s) => s.context.onlyProblems);
  const page = useSelector(flow, (s) => s.context.previewPage);

  const shown: ShownRow[] = useMemo(() => {
    if (!preview) return [];
    if (onlyProblems) return preview.invalidRows;
    const issues = new Map(preview.invalidRows.map((row) => [row.row, row]));
    const columns = IMPORT_FIELDS.flatMap((field) => {
      const column = preview.mapping[field];
      return column === null ? [] : [[field, headers.indexOf(column)] as const];
    });
    return rows.map(
      ({ row, cells }) =>
        issues.get(row) ?? {
          row,
          cells: Object.fromEntries(columns.map(([field, index]) => [field, cells[index] ?? ''])),
          issues: [],
        },
    );
  }, [preview, onlyProblems, rows, headers]);

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
  const mappedFields = IMPORT_FIELDS.filter((field) => preview.mapping[field] !== null);
  const columns: DataTableColumn<ShownRow>[] = [
    {
      id: 'row',
      header: text.preview.row,
      cell: (row) => format.number(row.row),
      align: 'end',
      priority: 'high',
    },
    // Second, so that every problem is seen without scrolling a wide table sideways: the row's own, and each
    // cell's with its field (the cell itself is highlighted with it too).
    {
      id: 'rowProblems',
      header: text.preview.rowProblems,
      label: text.preview.rowProblems,
      wrap: true,
      priority: 'high',
      cell: (row) =>
        row.issues.length === 0 ? null : (
          <ul className={styles.rowProblems}>
            {row.issues.map((issue) => (
              <li key={`${issue.field}:${issue.message}`} className={styles.problem}>
                {issue.field === null ? issue.message : `${fields[issue.field]}: ${issue.message}`}
              </li>
            ))}
          </ul>
        ),
    },
    ...mappedFields.map((field): DataTableColumn<ShownRow> => ({
      id: field,
      header: fields[field],
      label: fields[field],
      wrap: true,
      priority: field === 'username' || field === 'email' ? 'high' : 'medium',
      cell: (row) => <Cell value={row.cells[field]} issues={row.issues} field={field} />,
    })),
  ];

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
          <Inline gap="sm" align="center">
            <Button
              variant="outline"
              size="sm"
              disabled={current === 0}
              onClick={() => flow.send({ type: 'preview.page', page: current - 1 })}
            >
              {text.preview.previous}
            </Button>
            <Text aria-live="polite">
              {text.preview.shown(
                current * PREVIEW_PAGE_SIZE + 1,
                current * PREVIEW_PAGE_SIZE + pageRows.length,
                shown.length,
              )}
            </Text>
            <Button
              variant="outline"
              size="sm"
              disabled={current === pages - 1}
              onClick={() => flow.send({ type: 'preview.page', page: current + 1 })}
            >
              {text.preview.next}
            </Button>
          </Inline>
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
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !importing) flow.send({ type: 'cancel' });
        }}
        title={text.confirm.title(preview.validRows)}
        description={text.confirm.description}
        closeLabel={text.confirm.close}
        footer={
          <Inline gap="sm" justify="flex-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={importing}>
                {text.confirm.cancel}
              </Button>
            </DialogClose>
            <Button loading={importing} onClick={() => flow.send({ type: 'confirm' })}>
              {importing ? text.confirm.importing : text.confirm.confirm}
            </Button>
          </Inline>
        }
      />
    </Card>
  );
}

/** A cell of the preview: its value, highlighted with its problems under it when it has any. */
function Cell({
  value,
  field,
  issues,
}: {
  value: string | undefined;
  field: ImportField;
  issues: ShownRow['issues'];
}) {
  const own = issues.filter((issue) => issue.field === field);
  const shown = value ? <bdi>{value}</bdi> : <span className={styles.blank}>—</span>;
  if (own.length === 0) return shown;
  return (
    <span className={styles.badCell} data-problem>
      {shown}
      {own.map((issue) => (
        <span key={issue.message} className={styles.problem}>
          {issue.message}
        </span>
      ))}
    </span>
  );
}

function Done({ flow }: { flow: Flow }) {
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
