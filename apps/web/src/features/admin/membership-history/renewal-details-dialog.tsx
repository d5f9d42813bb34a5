import { CLUB_CURRENCY_DEFAULT, messages } from '@mijas/api';
import { renewalDetailsMessage, type renewalDetailsMachine } from '@mijas/machines';
import {
  Button,
  DescriptionList,
  Dialog,
  DialogClose,
  InlineAlert,
  Spinner,
  Stack,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useText } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format.ts';
import { adminReceiptHref } from '../sub-page/receipt-href.ts';

export type RenewalDetailsRef = ActorRefFrom<typeof renewalDetailsMachine>;

/**
 * SPEC §2 'Membership Renewal': Expiry Date and Amount Paid (in the club's currency, issue 34: dollars in the
 * spec), with a Close button. Its machine is a
 * child of the page's machine, open while it runs; Escape, the close button and Close all send `details.close`.
 */
export function RenewalDetailsDialog({ flow }: { flow: RenewalDetailsRef }) {
  const { admin, common, paymentsFrame } = useText();
  const text = admin.membershipHistory.renewal;
  const format = useFormat();
  const open = useSelector(flow, (s) => s.status === 'active');
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const message = useSelector(flow, renewalDetailsMessage);
  const details = useSelector(flow, (s) => s.context.details);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) flow.send({ type: 'details.close' });
      }}
      title={messages.historyLabels.renewalModalTitle}
      size="md"
      closeLabel={text.close}
      footer={
        <DialogClose asChild>
          <Button variant="outline">{text.close}</Button>
        </DialogClose>
      }
    >
      {loading ? <Spinner label={message ?? common.ui.loading} showLabel /> : null}
      {failed ? (
        <Stack gap="md" align="flex-start">
          <InlineAlert tone="error">{message}</InlineAlert>
          <Button variant="outline" size="md" onClick={() => flow.send({ type: 'details.retry' })}>
            {text.retry}
          </Button>
        </Stack>
      ) : null}
      {details && !loading && !failed ? (
        <DescriptionList
          fallback={common.notAvailable}
          columns={1}
          items={[
            { term: text.expiryDate, value: format.date(details.expiresAt) },
            {
              term: text.amountPaid,
              value: format.money(details.amount, details.currency ?? CLUB_CURRENCY_DEFAULT),
              isolate: 'ltr',
            },
            { term: text.numberOfDays, value: text.days(details.numberOfDays) },
            // Issue 34: the renewal's receipt, when it has one (its printable page).
            ...(details.receiptNumber
              ? [
                  {
                    term: paymentsFrame.history.receipt,
                    value: (
                      <a href={adminReceiptHref(details.receiptNumber)}>{details.receiptNumber}</a>
                    ),
                    isolate: 'ltr' as const,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </Dialog>
  );
}
