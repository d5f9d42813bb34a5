import type { Receipt } from '@mijas/api';
import { loadedData, type receiptMachine } from '@mijas/machines';
import { Button, Inline, InlineAlert, Link, Spinner, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useText } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format.ts';
import { usePaymentFormat } from '../../lib/payment-format.ts';
import * as styles from './receipt.css.ts';

// Printed, the page is an A5 sheet: the rule lives while a receipt is on the page.
const PAGE_RULE = '@page { size: A5; margin: 12mm; }';

/**
 * A receipt, printable on A5 (issue 34): the club, the member, the plan or the days, the period covered, the
 * amount, how it was paid and its references, who confirmed it and when; a Print button and the way back, which
 * are not printed. One component for the member's page and the admins' (each its own endpoint: `receiptMachine`).
 */
export function ReceiptView({
  actorRef,
  backHref,
}: {
  actorRef: ActorRefFrom<typeof receiptMachine>;
  /** Where "Back" leads (the member's receipts), or none. */
  backHref?: string;
}) {
  const { memberPayments, common } = useText();
  const text = memberPayments.receipt;
  const format = usePaymentFormat();
  const dates = useFormat();
  const titleId = useId();
  const snapshot = useSelector(actorRef, (s) => s);
  const receipt = loadedData<Receipt>(snapshot);
  const back = backHref ? <Link href={backHref}>{text.back}</Link> : null;
  if (snapshot.matches('loading')) return <Spinner label={text.loading} showLabel />;
  if (snapshot.matches('failed') || !receipt)
    return (
      <Stack gap="md">
        <InlineAlert tone="error">{snapshot.context.error}</InlineAlert>
        <Inline gap="md">
          {snapshot.context.status === 404 ? null : (
            <Button variant="outline" onClick={() => actorRef.send({ type: 'load.retry' })}>
              {text.retry}
            </Button>
          )}
          {back}
        </Inline>
      </Stack>
    );
  const none = text.none;
  const rows: [string, React.ReactNode][] = [
    [
      text.member,
      <>
        <bdi>{receipt.memberFullName ?? receipt.memberUserName}</bdi> (
        <bdi dir="ltr">{receipt.memberUserName}</bdi>)
      </>,
    ],
    [text.plan, receipt.plan ? format.plan(receipt.plan) : text.customDays],
    [text.days, text.daysCount(String(receipt.days))],
    [
      text.period,
      text.periodValue(dates.date(receipt.periodFrom) ?? '', dates.date(receipt.periodTo) ?? ''),
    ],
    [
      text.amount,
      <span className={styles.amount}>{format.money(receipt.amount, receipt.currency)}</span>,
    ],
    [text.method, format.method(receipt.method)],
    [
      text.paymentReference,
      receipt.paymentReference ? <bdi dir="ltr">{receipt.paymentReference}</bdi> : none,
    ],
    [
      text.transferReference,
      receipt.transferReference ? <bdi dir="ltr">{receipt.transferReference}</bdi> : none,
    ],
    [
      text.confirmedBy,
      receipt.confirmedByUserName ? <bdi>{receipt.confirmedByUserName}</bdi> : none,
    ],
  ];
  return (
    <Stack gap="md">
      <style>{PAGE_RULE}</style>
      <article className={styles.sheet} aria-labelledby={titleId}>
        <header className={styles.header}>
          <p className={styles.club}>{common.brand}</p>
          <h2 id={titleId} className={styles.title}>
            {text.heading}
          </h2>
        </header>
        <dl className={styles.facts}>
          <dt className={styles.term}>{text.number}</dt>
          <dd className={styles.value}>
            <bdi dir="ltr" className={styles.number}>
              {receipt.receiptNumber}
            </bdi>
          </dd>
          <dt className={styles.term}>{text.issued}</dt>
          <dd className={styles.value}>{dates.dateTime(receipt.issuedAt)}</dd>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.thanks}>{text.thanks}</p>
      </article>
      <Inline gap="md">
        <Button onClick={() => globalThis.print()}>{text.print}</Button>
        {back}
      </Inline>
    </Stack>
  );
}
