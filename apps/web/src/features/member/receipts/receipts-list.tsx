import type { Receipt } from '@mijas/api';
import { loadedData, type memberReceiptsMachine } from '@mijas/machines';
import { Button, Card, EmptyState, Inline, InlineAlert, Link, Spinner, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { paths } from '../../../config/paths.ts';
import { useText } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format.ts';
import { usePaymentFormat } from '../../../lib/payment-format.ts';
import * as styles from '../renewal/renewal.css.ts';

/** `/member/receipts` (issue 34): the member's receipts, newest first, each a link to its printable page. */
export function ReceiptsList({
  actorRef,
}: {
  actorRef: ActorRefFrom<typeof memberReceiptsMachine>;
}) {
  const text = useText().memberPayments.receipts;
  const format = usePaymentFormat();
  const dates = useFormat();
  const snapshot = useSelector(actorRef, (s) => s);
  const receipts = loadedData<Receipt[]>(snapshot);
  if (snapshot.matches('loading')) return <Spinner label={text.loading} showLabel />;
  if (snapshot.matches('failed') || !receipts)
    return (
      <Stack gap="md">
        <InlineAlert tone="error">{snapshot.context.error}</InlineAlert>
        <Inline>
          <Button variant="outline" onClick={() => actorRef.send({ type: 'load.retry' })}>
            {text.retry}
          </Button>
        </Inline>
      </Stack>
    );
  if (receipts.length === 0) return <EmptyState title={text.empty} />;
  return (
    <ul className={styles.choices}>
      {receipts.map((receipt) => (
        <li key={receipt.receiptNumber}>
          <Card padding="md">
            <Stack gap="xs">
              <Link href={paths.memberReceipt.build(receipt.receiptNumber)}>
                {text.number} <bdi dir="ltr">{receipt.receiptNumber}</bdi>
              </Link>
              <dl className={styles.facts}>
                <dt className={styles.term}>{text.issued}</dt>
                <dd className={styles.value}>{dates.date(receipt.issuedAt)}</dd>
                <dt className={styles.term}>{text.plan}</dt>
                <dd className={styles.value}>
                  {receipt.plan ? format.plan(receipt.plan) : text.days(String(receipt.days))}
                </dd>
                <dt className={styles.term}>{text.amount}</dt>
                <dd className={styles.value}>{format.money(receipt.amount, receipt.currency)}</dd>
                <dt className={styles.term}>{text.method}</dt>
                <dd className={styles.value}>{format.method(receipt.method)}</dd>
              </dl>
            </Stack>
          </Card>
        </li>
      ))}
    </ul>
  );
}
