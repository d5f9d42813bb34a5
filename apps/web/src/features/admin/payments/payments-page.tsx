import {
  formatMoney,
  PAYMENT_METHODS,
  paymentMessages,
  type Locale,
  type Plan,
  type Receipt,
} from '@mijas/api';
import {
  paymentExportMachine,
  type AdminPlansRef,
  paymentsListMessage,
  type MemberExportFile,
  type paymentsListMachine,
  type PaymentsFilters,
  type PaymentsSummary,
} from '@mijas/machines';
import { Button, Inline, InlineAlert, Stack, Text, type DataTableColumn } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ListPagination, ListTable, ListTotal } from '../../../components/list-page.tsx';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useFormat, type Formats } from '../../../lib/format.ts';
import { saveCsv } from '../../../lib/save-csv.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { useDeferredAdminPanelChild } from '../admin-shell/admin-panel-context.ts';
import { adminReceiptHref } from '../sub-page/receipt-href.ts';
import * as styles from './payments.css.ts';

type ListRef = ActorRefFrom<typeof paymentsListMachine>;
type Row = Receipt & { id: string };

/**
 * Issue 34, Payments for the treasurer: every payment (a receipt each), newest first in pages of 10, filtered by
 * period, method, plan and member (in the address: `/admin/payments?from=2026-11-01&method=cliq`), the totals per
 * method and per month of every payment the filters match, and Export CSV of them. Its list is the admin panel's
 * child (`paymentsList`); the plan filter names every plan, retired ones marked, from the list's child `plans`.
 */
export function PaymentsPage() {
  const list = useDeferredAdminPanelChild<ListRef>('paymentsList');
  return list ? <PaymentsList key={list.sessionId} list={list} /> : null;
}

function PaymentsList({ list }: { list: ListRef }) {
  const text = useText().adminPayments.payments;
  const filters = useSelector(list, (s) => s.context.filters as PaymentsFilters);
  return (
    <Stack gap="lg">
      <Filters list={list} filters={filters} />
      <Inline justify="space-between">
        <ListTotal list={list} total={text.total} />
        <ExportButton filters={filters} />
      </Inline>
      <PaymentsTable list={list} />
      <ListPagination list={list} label={text.pagesLabel} />
      <Totals list={list} />
    </Stack>
  );
}

/** The filters' form: its fields are the form's own until Apply, which asks the list for them. */
function Filters({ list, filters }: { list: ListRef; filters: PaymentsFilters }) {
  const text = useText().adminPayments.payments;
  const { locale } = useLocale();
  const rows = useSelector(list, (s) => s.context.rows);
  const plansRef = useSelector(list, (s) => s.children.plans as AdminPlansRef | undefined);
  const listed = useSelector(plansRef, (s) => s?.context.plans ?? null);
  const choice = useText().planChoice;
  const pay = paymentMessages();
  // Every plan, active and retired (`GET /Admin/plans`, the list's child `plans`); until it comes, or if it did
  // not, the plans the payments shown name. The one filtered by is always there.
  const plans = useMemo(() => {
    const seen = new Map<number, string>();
    const name = (plan: Pick<Plan, 'nameEn' | 'nameAr'>) =>
      locale === 'ar' ? plan.nameAr : plan.nameEn;
    if (listed)
      for (const plan of listed.plans)
        seen.set(plan.id, plan.active ? name(plan) : choice.retired(name(plan)));
    else for (const row of rows) if (row.plan) seen.set(row.plan.id, name(row.plan));
    if (filters.planId && !seen.has(filters.planId))
      seen.set(filters.planId, String(filters.planId));
    return [...seen];
  }, [listed, rows, filters.planId, locale, choice]);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const raw = data.get(name);
      return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
    };
    const plan = value('plan');
    list.send({
      type: 'filters.change',
      filters: {
        from: value('from'),
        to: value('to'),
        method: value('method'),
        planId: plan ? Number(plan) : undefined,
        memberUsername: value('member'),
      },
    });
  };
  return (
    <form
      key={JSON.stringify(filters)}
      className={styles.filters}
      aria-label={text.filters}
      onSubmit={apply}
    >
      <label className={styles.field}>
        <span>{text.from}</span>
        <input className={styles.input} type="date" name="from" defaultValue={filters.from ?? ''} />
      </label>
      <label className={styles.field}>
        <span>{text.to}</span>
        <input className={styles.input} type="date" name="to" defaultValue={filters.to ?? ''} />
      </label>
      <label className={styles.field}>
        <span>{text.method}</span>
        <select className={styles.input} name="method" defaultValue={filters.method ?? ''}>
          <option value="">{text.anyMethod}</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {pay.methods[method]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{text.plan}</span>
        <select
          className={`${styles.input} ${styles.planSelect}`}
          name="plan"
          defaultValue={filters.planId ? String(filters.planId) : ''}
        >
          <option value="">{text.anyPlan}</option>
          {plans.map(([id, name]) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{text.member}</span>
        <input
          className={styles.input}
          name="member"
          dir="ltr"
          autoComplete="off"
          defaultValue={filters.memberUsername ?? ''}
        />
      </label>
      <Inline gap="xs">
        <Button type="submit">{text.apply}</Button>
        <Button variant="ghost" onClick={() => list.send({ type: 'filters.change', filters: {} })}>
          {text.clear}
        </Button>
      </Inline>
    </form>
  );
}

function ExportButton({ filters }: { filters: PaymentsFilters }) {
  const text = useText().adminPayments.payments;
  const flow = useFlow(
    paymentExportMachine,
    { api: useApi() },
    { saveFile: (_: unknown, file: MemberExportFile) => saveCsv(file.name, file.text) },
  );
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const error = useSelector(flow, (s) => s.context.error);
  return (
    <Stack gap="xs">
      <Button
        variant="outline"
        loading={busy}
        onClick={() => flow.send({ type: 'export.start', query: filters })}
      >
        {busy ? text.exporting : text.export}
      </Button>
      {error ? <InlineAlert tone="error">{text.exportFailed(error)}</InlineAlert> : null}
    </Stack>
  );
}

/**
 * The totals of every payment the filters match: all, per method, per month. Under the table, as a ledger's
 * foot: how long its lists are comes with the answer, and nothing it holds pushes the table down when it comes.
 */
function Totals({ list }: { list: ListRef }) {
  const text = useText().adminPayments.payments;
  const { locale } = useLocale();
  const summary = useSelector(list, (s) => s.context.summary as PaymentsSummary | null);
  const format = useFormat();
  if (!summary) return null;
  const { totals, currency } = summary;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const pay = paymentMessages();
  return (
    <section className={styles.totals} aria-label={text.totals}>
      <div className={styles.totalCard}>
        <Text tone="muted" size="sm">
          {text.totalAll}
        </Text>
        <strong className={styles.totalAmount}>{money(totals.amount)}</strong>
        <Text tone="muted" size="sm">
          {text.count(totals.count)}
        </Text>
      </div>
      <TotalList
        title={text.byMethod}
        entries={totals.byMethod.map((entry) => ({
          key: entry.method,
          label: pay.methods[entry.method],
          amount: money(entry.amount),
          count: text.count(entry.count),
        }))}
      />
      <TotalList
        title={text.byMonth}
        entries={totals.byMonth.map((entry) => ({
          key: entry.month,
          label: format.month(entry.month, 'short'),
          amount: money(entry.amount),
          count: text.count(entry.count),
        }))}
      />
    </section>
  );
}

function TotalList({
  title,
  entries,
}: {
  title: string;
  entries: { key: string; label: string; amount: string; count: string }[];
}) {
  return (
    <div className={styles.totalCard}>
      <Text tone="muted" size="sm">
        {title}
      </Text>
      <dl className={styles.totalList}>
        {entries.map((entry) => (
          <div key={entry.key} className={styles.totalRow}>
            <dt>{entry.label}</dt>
            <dd>
              {entry.amount} <Text as="span" tone="muted" size="sm">{`(${entry.count})`}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function PaymentsTable({ list }: { list: ListRef }) {
  const { adminPayments } = useText();
  const format = useFormat();
  const { locale } = useLocale();
  const payments = useSelector(list, (s) => s.context.rows);
  const rows = useMemo(
    () => payments.map((payment) => ({ ...payment, id: payment.receiptNumber })),
    [payments],
  );
  const message = useSelector(list, paymentsListMessage);
  const columns = useMemo(
    () => paymentColumns(adminPayments.payments, format, locale),
    [adminPayments, format, locale],
  );
  return (
    <ListTable
      list={list}
      text={adminPayments.payments}
      columns={columns}
      rows={rows}
      message={message}
    />
  );
}

function paymentColumns(
  text: Catalogue['adminPayments']['payments'],
  format: Formats,
  locale: Locale,
): DataTableColumn<Row>[] {
  const pay = paymentMessages();
  return [
    {
      id: 'receipt',
      header: text.columns.receipt,
      cell: (row) => <a href={adminReceiptHref(row.receiptNumber)}>{row.receiptNumber}</a>,
      isolate: 'ltr',
    },
    { id: 'date', header: text.columns.date, cell: (row) => format.dateTime(row.issuedAt) },
    {
      id: 'member',
      header: text.columns.member,
      cell: (row) => <span dir="auto">{row.memberFullName ?? row.memberUserName}</span>,
    },
    {
      id: 'plan',
      header: text.columns.plan,
      cell: (row) =>
        row.plan ? (locale === 'ar' ? row.plan.nameAr : row.plan.nameEn) : text.days(row.days),
    },
    { id: 'method', header: text.columns.method, cell: (row) => pay.methods[row.method] },
    {
      id: 'amount',
      header: text.columns.amount,
      cell: (row) => formatMoney(row.amount, row.currency, locale),
    },
    {
      id: 'confirmedBy',
      header: text.columns.confirmedBy,
      cell: (row) => row.confirmedByUserName ?? '',
      priority: 'low',
    },
  ];
}
