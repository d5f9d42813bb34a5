import { formatMoney, paymentMessages, type RenewalRequest } from '@mijas/api';
import {
  openDialog,
  RENEWAL_REQUESTS_STATUS_FILTERS,
  renewalRequestsListMessage,
  type renewalDecisionMachine,
  type renewalRequestsListMachine,
  type RenewalRequestsFilters,
  type RenewalRequestsStatusFilter,
} from '@mijas/machines';
import {
  Button,
  Dialog,
  Inline,
  InlineAlert,
  Select,
  Stack,
  Text,
  TextAreaField,
  TextField,
  type DataTableColumn,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ListPagination, ListTable, ListTotal } from '../../../components/list-page.tsx';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useFormat, type Formats } from '../../../lib/format.ts';
import { useDeferredAdminPanelChild } from '../admin-shell/admin-panel-context.ts';
import * as styles from './renewal-requests.css.ts';
import { adminReceiptHref } from '../sub-page/receipt-href.ts';
import type { Locale } from '@mijas/api';

type ListRef = ActorRefFrom<typeof renewalRequestsListMachine>;
type DecisionRef = ActorRefFrom<typeof renewalDecisionMachine>;

/**
 * Issue 34, Renewal requests: members' renewals paid by CliQ, bank transfer or cash, the pending ones first (the
 * status filter in the address: `/admin/renewal-requests?status=all`), oldest first in pages of 10; a pending
 * row's Confirm and Reject open their dialogs. Its list is the admin panel's child (`renewalRequestsList`).
 */
export function RenewalRequestsPage() {
  const list = useDeferredAdminPanelChild<ListRef>('renewalRequestsList');
  return list ? <RenewalRequestsList key={list.sessionId} list={list} /> : null;
}

function RenewalRequestsList({ list }: { list: ListRef }) {
  const text = useText().adminPayments.requests;
  const filters = useSelector(list, (s) => s.context.filters as unknown as RenewalRequestsFilters);
  const statuses = paymentMessages().statuses;
  return (
    <Stack gap="lg">
      <div className={styles.filter}>
        <Select
          label={text.status}
          placeholder={text.status}
          options={RENEWAL_REQUESTS_STATUS_FILTERS.map((status) => ({
            value: status,
            label: status === 'all' ? text.all : statuses[status],
          }))}
          value={filters.status}
          onValueChange={(status) =>
            list.send({
              type: 'filters.change',
              filters: { status: status as RenewalRequestsStatusFilter },
            })
          }
        />
      </div>
      <ListTotal list={list} total={text.total} />
      <RequestsTable list={list} />
      <ListPagination list={list} label={text.pagesLabel} />
      <DecisionDialog list={list} />
    </Stack>
  );
}

function RequestsTable({ list }: { list: ListRef }) {
  const { adminPayments } = useText();
  const format = useFormat();
  const { locale } = useLocale();
  const rows = useSelector(list, (s) => s.context.rows);
  const message = useSelector(list, renewalRequestsListMessage);
  const columns = useMemo(
    () =>
      requestColumns(adminPayments.requests, format, locale, (dialog, row) =>
        list.send({ type: 'dialog.open', dialog, row }),
      ),
    [adminPayments, format, locale, list],
  );
  return (
    <ListTable
      list={list}
      text={adminPayments.requests}
      columns={columns}
      rows={rows}
      message={message}
    />
  );
}

function requestColumns(
  text: Catalogue['adminPayments']['requests'],
  format: Formats,
  locale: Locale,
  open: (dialog: 'confirm' | 'reject', row: RenewalRequest) => void,
): DataTableColumn<RenewalRequest>[] {
  const pay = paymentMessages();
  return [
    {
      id: 'member',
      header: text.columns.member,
      cell: (row) => (
        <Stack gap="xs">
          <span dir="auto">{row.memberFullName ?? row.memberUserName}</span>
          <Text as="span" tone="muted" size="sm">
            <bdi>{row.memberUserName}</bdi>
          </Text>
        </Stack>
      ),
    },
    {
      id: 'plan',
      header: text.columns.plan,
      cell: (row) =>
        text.planDays(locale === 'ar' ? row.plan.nameAr : row.plan.nameEn, row.plan.days),
    },
    { id: 'method', header: text.columns.method, cell: (row) => pay.methods[row.method] },
    {
      id: 'references',
      header: text.columns.references,
      cell: (row) => (
        <Stack gap="xs">
          <span>
            {text.paymentReference} <bdi>{row.paymentReference}</bdi>
          </span>
          {row.transferReference ? (
            <Text as="span" tone="muted" size="sm">
              {text.transferReference} <bdi>{row.transferReference}</bdi>
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'amount',
      header: text.columns.amount,
      cell: (row) => formatMoney(row.amount, row.currency, locale),
    },
    {
      id: 'age',
      header: text.columns.age,
      wrap: true,
      cell: (row) => (
        <Stack gap="xs">
          <time dateTime={row.createdAt}>{format.ago(row.createdAt)}</time>
          <Text as="span" tone="muted" size="sm">
            {format.dateTime(row.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: text.columns.status,
      cell: (row) =>
        row.receiptNumber ? (
          <a href={adminReceiptHref(row.receiptNumber)}>{text.receipt(row.receiptNumber)}</a>
        ) : (
          pay.statuses[row.status]
        ),
    },
    {
      id: 'actions',
      header: text.columns.actions,
      cell: (row) =>
        row.status === 'pending' ? (
          <Inline gap="xs" wrap={false}>
            <Button
              size="sm"
              aria-label={text.confirmFor(row.memberUserName)}
              onClick={() => open('confirm', row)}
            >
              {text.confirm}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={text.rejectFor(row.memberUserName)}
              onClick={() => open('reject', row)}
            >
              {text.reject}
            </Button>
          </Inline>
        ) : null,
    },
  ];
}

function DecisionDialog({ list }: { list: ListRef }) {
  const open = useSelector(list, openDialog);
  const child = useSelector(list, (s) => (open ? s.children[open] : undefined));
  if (!child) return null;
  return <RenewalDecisionDialog key={child.sessionId} actorRef={child as DecisionRef} />;
}

/** Confirm (the amount received, optional; then the receipt issued) or Reject (a reason) of one request. */
export function RenewalDecisionDialog({ actorRef: decision }: { actorRef: DecisionRef }) {
  const { adminPayments } = useText();
  const { locale } = useLocale();
  const format = useFormat();
  const request = useSelector(decision, (s) => s.context.request);
  const kind = useSelector(decision, (s) => s.context.decision);
  const amount = useSelector(decision, (s) => s.context.amount);
  const reason = useSelector(decision, (s) => s.context.reason);
  const error = useSelector(decision, (s) => s.context.error);
  const receiptNumber = useSelector(decision, (s) => s.context.receiptNumber);
  const expiryDate = useSelector(decision, (s) => s.context.expiryDate);
  const confirmed = useSelector(decision, (s) => s.matches('confirmed'));
  const busy = useSelector(decision, (s) => s.hasTag('busy'));
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const due = formatMoney(request.amount, request.currency, locale);
  const member = request.memberFullName ?? request.memberUserName;
  const text = kind === 'confirm' ? adminPayments.confirm : adminPayments.reject;
  const formId = `decision-${request.id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    decision.send({ type: 'form.submit' });
  };
  if (confirmed && receiptNumber)
    return (
      <Dialog
        open
        onOpenChange={(next) => {
          if (!next) decision.send({ type: 'dialog.close' });
        }}
        title={adminPayments.confirm.done}
        closeLabel={adminPayments.confirm.close}
        footer={
          <Button onClick={() => decision.send({ type: 'dialog.close' })}>
            {adminPayments.confirm.close}
          </Button>
        }
      >
        <Stack gap="sm">
          <InlineAlert tone="success">{adminPayments.confirm.doneText(receiptNumber)}</InlineAlert>
          {expiryDate ? (
            <Text>{adminPayments.confirm.newExpiry(format.date(expiryDate) ?? expiryDate)}</Text>
          ) : null}
          <a href={adminReceiptHref(receiptNumber)}>{adminPayments.confirm.openReceipt}</a>
        </Stack>
      </Dialog>
    );
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !busy) decision.send({ type: 'form.cancel' });
      }}
      title={text.title}
      description={
        kind === 'confirm'
          ? adminPayments.confirm.description(member, due)
          : adminPayments.reject.description(member)
      }
      closeLabel={adminPayments.confirm.close}
      initialFocus={field}
      footer={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => decision.send({ type: 'form.cancel' })}
          >
            {text.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={busy}
            disabled={busy}
            variant={kind === 'reject' ? 'danger' : 'solid'}
          >
            {busy ? text.submitting : text.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="md">
          {kind === 'confirm' ? (
            <TextField
              ref={field}
              label={adminPayments.confirm.amount}
              hint={adminPayments.confirm.amountHint(due)}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={amount}
              disabled={busy}
              onChange={(event) =>
                decision.send({ type: 'field.change', field: 'amount', value: event.target.value })
              }
            />
          ) : (
            <TextAreaField
              ref={field}
              label={adminPayments.reject.reason}
              required
              value={reason}
              disabled={busy}
              onChange={(event) =>
                decision.send({ type: 'field.change', field: 'reason', value: event.target.value })
              }
            />
          )}
          {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        </Stack>
      </form>
    </Dialog>
  );
}
