import { Button, Inline, Text } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useText } from '../../../i18n/index.ts';
import type { ImportFlow } from './import-flow.ts';

/** "members.csv · 120 rows · read as UTF-8", or "Pasted text · 120 rows". */
export function FileSummary({ flow }: { flow: ImportFlow }) {
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
