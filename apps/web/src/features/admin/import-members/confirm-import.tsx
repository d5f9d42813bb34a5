import { Button, Dialog, DialogClose, Inline } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useText } from '../../../i18n/index.ts';
import type { ImportFlow } from './import-flow.ts';

/** "Import 120 members?": open while the machine asks for the confirmation, and while it imports. */
export function ConfirmImport({ flow, count }: { flow: ImportFlow; count: number }) {
  const text = useText().importMembers;
  const confirming = useSelector(flow, (s) => s.matches('confirming') || s.matches('importing'));
  const importing = useSelector(flow, (s) => s.matches('importing'));
  return (
    <Dialog
      open={confirming}
      onOpenChange={(open) => {
        if (!open && !importing) flow.send({ type: 'cancel' });
      }}
      title={text.confirm.title(count)}
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
  );
}
