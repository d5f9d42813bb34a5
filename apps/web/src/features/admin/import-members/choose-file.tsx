import { Button, Card, InlineAlert, Stack, Text, TextAreaField } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useId, useState, type DragEvent } from 'react';
import { useText } from '../../../i18n/index.ts';
import { saveCsv } from '../../../lib/save-csv.ts';
import type { ImportFlow } from './import-flow.ts';
import { TEMPLATE_FILE_NAME, templateCsv } from './import-files.ts';
import * as styles from './import-members.css.ts';
import { ProblemList } from './problem-list.tsx';

/** The first step: a file chosen or dropped, or the text pasted; the template to fill; why a file is refused. */
export function ChooseFile({ flow }: { flow: ImportFlow }) {
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
