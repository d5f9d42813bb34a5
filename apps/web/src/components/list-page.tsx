import { FIELD_LIMITS, fullName, PAGE_SIZE } from '@mijas/api';
import { listState, type SearchableListEvent } from '@mijas/machines';
import {
  BLANK_LINE,
  Button,
  DataTable,
  Pagination,
  Select,
  Stack,
  StatusBadge,
  Text,
  TextField,
  type DataTableColumn,
  type DataTableRowActions,
  type RowMenuItem,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo, type FormEvent, type ReactNode } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import { useText } from '../i18n/index.ts';
import type { Formats } from '../lib/format.ts';
import { EmailAddress } from './email-address.tsx';
import * as listStyles from './list.css.ts';

/**
 * The parts the list pages (View Members, View Admins, Applications) share, each on the page's machine
 * (`createSearchableListMachine`): the search form, the count, the table with its retry, the pages, and the
 * columns the lists have in common.
 */

/** What these parts read of a list page's machine. */
type ListSnapshot = Snapshot<unknown> & {
  value: unknown;
  context: {
    searchBy: string;
    searchValue: string;
    applied: unknown;
    page: number;
    pageCount: number;
    totalCount: number;
  };
  hasTag(tag: string): boolean;
  can(event: SearchableListEvent<never>): boolean;
};

/** A list page's machine, as these parts use it. */
export type ListActorRef = ActorRef<ListSnapshot, SearchableListEvent<never>>;

/** The list's search: a form that runs `search.submit`, holding the page's fields and buttons. */
export function ListSearchForm({
  list,
  label,
  className = listStyles.searchForm,
  children,
}: {
  list: ListActorRef;
  label: string;
  /** The grid of the fields and buttons (the search-by, the text and the buttons by default). */
  className?: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.send({ type: 'search.submit' });
  };
  return (
    <form role="search" aria-label={label} noValidate onSubmit={submit}>
      <div className={className}>{children}</div>
    </form>
  );
}

/** The search-by select (`search.byChange`). */
export function ListSearchBy({
  list,
  label,
  placeholder,
  options,
}: {
  list: ListActorRef;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
}) {
  const searchBy = useSelector(list, (s) => s.context.searchBy);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      options={options}
      value={searchBy}
      onValueChange={(next) => list.send({ type: 'search.byChange', searchBy: next })}
    />
  );
}

/** The search box (`search.change`). */
export function ListSearchText({
  list,
  label,
  name,
  placeholder,
  disabled,
}: {
  list: ListActorRef;
  label: string;
  name: string;
  placeholder: string | undefined;
  disabled?: boolean;
}) {
  const value = useSelector(list, (s) => s.context.searchValue);
  return (
    <TextField
      label={label}
      type="search"
      name={name}
      autoComplete="off"
      spellCheck={false}
      maxLength={FIELD_LIMITS.searchMax}
      disabled={disabled}
      placeholder={placeholder}
      value={value}
      onChange={(event) => list.send({ type: 'search.change', value: event.target.value })}
    />
  );
}

/**
 * Search and Clear. Clear is off while nothing is searched or typed (nor, with `fieldFirst`, chosen); with
 * `fieldFirst` (a field is chosen before the text), Search follows the machine's rule too.
 */
export function ListSearchButtons({
  list,
  submit,
  clear,
  fieldFirst = false,
}: {
  list: ListActorRef;
  submit: string;
  clear: string;
  fieldFirst?: boolean;
}) {
  const value = useSelector(list, (s) => s.context.searchValue);
  const applied = useSelector(list, (s) => s.context.applied !== null);
  const noField = useSelector(list, (s) => !fieldFirst || s.context.searchBy === '');
  const canSubmit = useSelector(list, (s) => !fieldFirst || s.can({ type: 'search.submit' }));
  return (
    <div className={listStyles.searchButtons}>
      <Button type="submit" disabled={fieldFirst ? !canSubmit : undefined}>
        {submit}
      </Button>
      <Button
        variant="outline"
        disabled={!applied && noField && value === ''}
        onClick={() => list.send({ type: 'search.clear' })}
      >
        {clear}
      </Button>
    </div>
  );
}

/** The words of a search by one chosen field. */
export interface FieldSearchTexts<Field extends string> {
  label: string;
  searchBy: string;
  fields: Record<Field, string>;
  value: string;
  /** The box's example for each field (and, where a field comes first, for none: `''`). */
  placeholder: { [K in Field]?: string };
  submit: string;
  clear: string;
}

/**
 * A search by one field (View Members, View Admins): the field's select, the box and the buttons. With
 * `fieldFirst` the box waits for a field, and Search for the machine's rule (SPEC §5: a field and a value).
 */
export function FieldSearchForm<Field extends string>({
  list,
  text,
  fields,
  selectPlaceholder,
  name,
  fieldFirst = false,
}: {
  list: ListActorRef;
  text: FieldSearchTexts<Field>;
  fields: readonly Field[];
  selectPlaceholder: string;
  /** The box's name. */
  name: string;
  fieldFirst?: boolean;
}) {
  const searchBy = useSelector(list, (s) => s.context.searchBy);
  const options = useMemo(
    () => fields.map((field) => ({ value: field, label: text.fields[field] })),
    [fields, text],
  );
  return (
    <ListSearchForm list={list} label={text.label}>
      <ListSearchBy
        list={list}
        label={text.searchBy}
        placeholder={selectPlaceholder}
        options={options}
      />
      <ListSearchText
        list={list}
        label={text.value}
        name={name}
        disabled={fieldFirst ? searchBy === '' : undefined}
        placeholder={text.placeholder[searchBy as Field]}
      />
      <ListSearchButtons
        list={list}
        submit={text.submit}
        clear={text.clear}
        fieldFirst={fieldFirst}
      />
    </ListSearchForm>
  );
}

/**
 * How many the list holds, once loaded (a status, read when it changes). Its line is there from the first paint,
 * blank until then, so what is under it never moves down when the count comes.
 */
export function ListTotal({
  list,
  total,
}: {
  list: ListActorRef;
  total: (count: number) => string;
}) {
  const totalCount = useSelector(list, (s) => s.context.totalCount);
  const loaded = useSelector(list, (s) => listState(s) === 'loaded');
  return (
    <Text tone="muted" size="sm">
      <span role="status">{loaded ? total(totalCount) : BLANK_LINE}</span>
    </Text>
  );
}

interface ListTableProps<Row> {
  list: ListActorRef;
  /** The table's name and the Try again button. */
  text: { caption: string; retry: string };
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** The list's message ('Loading...', the error, the empty text), or none. */
  message: string | null;
  /** A row's menu: the options column's header, the menu's name for a row, and its items. */
  menu?: {
    header: string;
    label: (row: Row) => string;
    items: (row: Row) => readonly RowMenuItem[];
  };
}

/**
 * The list's table (its rows keyed by their id), its loading, error and empty states from the machine, and Try
 * again when it failed.
 */
export function ListTable<Row extends { id: string }>({
  list,
  text,
  columns,
  rows,
  message,
  menu,
}: ListTableProps<Row>) {
  const { common } = useText();
  const loading = useSelector(list, (s) => s.hasTag('busy'));
  const failed = useSelector(list, (s) => listState(s) === 'failed');
  const rowActions: DataTableRowActions<Row> = menu
    ? {
        optionsHeader: menu.header,
        rowActionsHint: common.ui.rowActionsHint,
        rowActionsLabel: menu.label,
        rowActions: menu.items,
      }
    : {};
  return (
    <Stack gap="sm">
      <DataTable
        caption={text.caption}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={loading}
        loadingRows={5}
        loadingText={message ?? common.ui.loading}
        error={failed ? message : undefined}
        emptyText={message}
        {...rowActions}
      />
      {failed ? (
        <div>
          <Button variant="outline" onClick={() => list.send({ type: 'list.reload' })}>
            {text.retry}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/** A table of accounts (members, admins), each row with its menu, named for its username. */
export function AccountTable<Row extends { id: string; username: string }>({
  text,
  menu,
  ...table
}: Omit<ListTableProps<Row>, 'text' | 'menu'> & {
  text: ListTableProps<Row>['text'] & {
    columns: { options: string };
    rowActions: (username: string) => string;
  };
  menu: (row: Row) => readonly RowMenuItem[];
}) {
  const label = (row: Row) => text.rowActions(row.username);
  return (
    <ListTable {...table} text={text} menu={{ header: text.columns.options, label, items: menu }} />
  );
}

/**
 * The list's pages (`page.change`), off while a page loads. Its page and count follow the answer as the table
 * does (rendered in the background, `DataTable`): they come with its rows, never under the rows still loading,
 * which would push them down when they come.
 */
export function ListPagination({ list, label }: { list: ListActorRef; label: string }) {
  const { common } = useText();
  const page = useDeferredValue(useSelector(list, (s) => s.context.page));
  const pageCount = useDeferredValue(useSelector(list, (s) => s.context.pageCount));
  const loading = useSelector(list, (s) => s.hasTag('busy'));
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      label={label}
      pageLabel={common.ui.page}
      disabled={loading}
      onPageChange={(next) => list.send({ type: 'page.change', page: next })}
    />
  );
}

// --- Columns ----------------------------------------------------------------------------------------------

/** The row's number across the pages (`#`). */
function numberColumn<Row>(header: string, page: number, format: Formats): DataTableColumn<Row> {
  return {
    id: 'number',
    header,
    cell: (_, index) => format.number((page - 1) * PAGE_SIZE + index + 1),
    align: 'end',
    priority: 'low',
    isolate: 'ltr',
  };
}

/** The person a row is: the fields every account has. */
interface AccountRow {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  phoneNumber: string | null;
}

/**
 * The first columns of a list of accounts (members, admins): the number, the username (as `username` shows it),
 * the full name, the email and the phone number.
 */
export function accountColumns<Row extends AccountRow>(
  headers: { number: string; username: string; fullName: string; email: string; phone: string },
  notAvailable: string,
  page: number,
  format: Formats,
  username: (row: Row) => ReactNode = (row) => row.username,
): DataTableColumn<Row>[] {
  const orNA = (value: string) => (value.trim() ? value : notAvailable);
  return [
    numberColumn(headers.number, page, format),
    { id: 'username', header: headers.username, cell: username, isolate: true },
    { id: 'fullName', header: headers.fullName, cell: (row) => orNA(fullName(row)) },
    emailColumn(headers.email),
    phoneColumn(headers.phone, notAvailable),
  ];
}

/** The email address, wrapping where it may. */
export function emailColumn<Row extends { email: string }>(header: string): DataTableColumn<Row> {
  return {
    id: 'email',
    header,
    cell: (row) => <EmailAddress email={row.email} />,
    wrap: true,
    isolate: true,
    // Narrower tables keep who (username, name) and the statuses; the rest is in View Details.
    priority: 'medium',
  };
}

/** An account's phone number, else N/A. */
function phoneColumn<Row extends { phoneNumber: string | null }>(
  header: string,
  notAvailable: string,
): DataTableColumn<Row> {
  return {
    id: 'phone',
    header,
    cell: (row) => (row.phoneNumber?.trim() ? row.phoneNumber : notAvailable),
    priority: 'low',
    isolate: 'ltr',
  };
}

/** A yes/no of the row as a badge (active / inactive, verified / not verified). */
export function statusColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => boolean,
  on: string,
  off: string,
): DataTableColumn<Row> {
  return { id, header, cell: (row) => <StatusBadge value={value(row)} on={on} off={off} /> };
}
