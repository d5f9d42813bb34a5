import { IMPORT_FIELDS, OPTIONAL_IMPORT_FIELDS } from '@mijas/api';
import { Button, Card, InlineAlert, Select, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMessages, useText } from '../../../i18n/index.ts';
import { FileSummary } from './file-summary.tsx';
import type { ImportFlow } from './import-flow.ts';
import * as styles from './import-members.css.ts';
import { ProblemList } from './problem-list.tsx';

/** A Radix Select cannot hold '': "not in the file" is a NUL, which no header has (`parseCsvFile` refuses it). */
const NOT_IN_FILE = '\u0000';

/** The second step: each of our fields mapped to a column of the file, then the server's check of every row. */
export function Mapping({ flow }: { flow: ImportFlow }) {
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
