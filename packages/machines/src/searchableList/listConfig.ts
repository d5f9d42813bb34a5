import type { AnyStateMachine } from 'xstate';
import type { Toast } from '../shared/notify.ts';
import type { AppliedSearch, ListPlaceConfig, ListQueryState } from './listQuery.ts';

/**
 * What a list is made of (`createSearchableListMachine` builds its machine from a `SearchableListConfig`): its
 * call, search, filters and dialogs; and the machine's input, context and events.
 */

/** The fetch actor's input (`loadPage`). */
export interface LoadPageInput<
  Api,
  Field extends string = string,
  Filters extends object = object,
> {
  api: Api;
  /** 1-based. */
  page: number;
  applied: AppliedSearch<Field> | null;
  /** The list's filters (`{}` for a list without). */
  filters: Filters;
}

export interface ListSearchConfig<Field extends string> extends ListPlaceConfig<Field> {
  /** The fields a search can be by (the select's options; the histories' `member`, a picked member). */
  fields: readonly Field[];
  /** The field before any choice and after a clear; '' for none (the text input is disabled without one). */
  defaultField: Field | '';
  /** A blank search: 'all' lists every row, 'none' fetches nothing (SPEC §5: the history pages). */
  blank: 'all' | 'none';
  /** Search needs a value (SPEC §5: View Members); otherwise a blank Search shows every row again. */
  requireValue?: boolean;
  /**
   * The typed text searches by itself after a pause and each search replaces the URL's history entry (the
   * histories); otherwise the Search button (or Enter) searches, and each search is a new history entry.
   */
  live?: boolean;
  /** Whether the field is written in the URL (default: always; the histories only for a picked member). */
  fieldInUrl?: (field: Field) => boolean;
  /** The contract's check of a live search's text: a refused text (too long) is not fetched. */
  validate?: boolean;
  /**
   * Members are suggested as one types (`memberSuggestions`, the child `suggestions`); picking one searches by
   * `pickField` with their username.
   */
  suggestions?: { pickField: Field };
}

/**
 * A list's filters beside its search (View Members' "Expires within 30 days", Applications' type and status): part
 * of the list's place in the URL, under their own keys, given to each call of the list (`LoadPageInput.filters`).
 */
export interface ListFiltersConfig<Filters extends object> {
  /** The filters the URL's values hold: each one valid, anything else left out (its default). */
  parse: (values: Readonly<Record<string, string>>) => Filters;
  /** The URL's values of `filters`: only what differs from the default. */
  write: (filters: Filters) => Record<string, string>;
}

/**
 * One kind of dialog about a row: the machine invoked while it is open (`logic`), or the one spawned once its code
 * has come (`load`, issue 32: the dialog's code comes when it first opens, not with the list), and its input.
 */
export type ListDialogConfig<Api, Row> = ListDialogBase<Api, Row> &
  (
    | {
        /** Its toasts (the action `notify`) go through the page machine's `notify`, which the page provides. */
        logic: AnyStateMachine;
        load?: never;
      }
    | {
        /**
         * Brings the machine when the dialog opens (the list is in `dialog.<name>.loading`); code that does not
         * come leaves it in `failed`, which `dialog.retry` tries again and `dialog.cancel` closes.
         */
        load: () => Promise<AnyStateMachine>;
        logic?: never;
        // Its toasts too go through the page machine's `notify`.
      }
  );

interface ListDialogBase<Api, Row> {
  input: (args: { api: Api; row: Row; action: string | null }) => unknown;
  /** Whether a row has this dialog at all (e.g. More Details only for a renewal). */
  offers?: (row: Row) => boolean;
  /** The row's change in the dialog's output, when the output is not `{ id, patch }` already. */
  change?: (output: never) => RowChange<Row>;
}

/** A row's change, as a dialog ends: the list applies `patch` to the row `id` (null: nothing changed). */
export interface RowChange<Row> {
  id: string;
  patch: Partial<Row> | null;
}

export interface SearchableListConfig<
  Api,
  Row,
  Response,
  Field extends string,
  Filters extends object = object,
> {
  id: string;
  /** The call: one page of rows for the search and filters (its actor is `loadPage`). */
  load: (input: LoadPageInput<Api, Field, Filters>, signal: AbortSignal) => Promise<Response>;
  rows: (response: Response) => Row[];
  totalCount: (response: Response) => number;
  /** What else of the answer the page shows beside the rows (the reminders' last run), kept as `summary`. */
  summary?: (response: Response) => unknown;
  /** Filters the returned page on the client for a search (SPEC §5 and §7: the full name). */
  filter?: (rows: Row[], applied: AppliedSearch<Field>) => Row[];
  /** The list's failure message for an error. */
  failed: (error: unknown) => string;
  search: ListSearchConfig<Field>;
  /** The list's filters, when it has any. */
  filters?: ListFiltersConfig<Filters>;
  dialogs?: Record<string, ListDialogConfig<Api, Row>>;
  /** A row's id, to apply the change a dialog's output names (`{ id, patch }`). */
  rowId?: (row: Row) => string;
  /**
   * Machines that live as long as the page beside its list, spawned when it opens, by child id (the payments'
   * `plans`, which its plan filter names). Not with `search.suggestions` (a list has one or the other).
   */
  companions?: Record<string, ListCompanionConfig<Api>>;
}

/** A machine beside the list (`companions`): its logic and its input. */
export interface ListCompanionConfig<Api> {
  logic: AnyStateMachine;
  input: (args: { api: Api }) => unknown;
}

export interface SearchableListInput<Api> {
  api: Api;
  /** The URL's query when the page opens. */
  query?: ListQueryState;
}

export interface SearchableListContext<Api, Row, Field extends string = string> {
  api: Api;
  /** The field select (a draft until searched). */
  searchBy: Field | '';
  /** The search box (a draft until searched). */
  searchValue: string;
  /** What is wrong with the search box's text (a live search too long), shown at the box. */
  searchError: string | null;
  /** The search the URL holds; null for none. */
  applied: AppliedSearch<Field> | null;
  /** The page the URL holds, 1-based. */
  page: number;
  /** The filters the URL holds (`{}` for a list without). */
  filters: Record<string, unknown>;
  rows: Row[];
  totalCount: number;
  /** ceil(totalCount / PAGE_SIZE): one page button each. */
  pageCount: number;
  /** The config's `summary` of the last answer; null before one, or without it. */
  summary: unknown;
  error: string | null;
  /** The URL query (its key) this machine asked for and has not seen yet. */
  requested: string | null;
  /** The row (and action) of the open dialog. */
  target: { row: Row; action: string | null } | null;
}

export type SearchableListEvent<Row = unknown> =
  | { type: 'search.byChange'; searchBy: string }
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  /** A suggested member was chosen: their rows only. */
  | { type: 'member.pick'; username: string }
  /** The suggestions are dismissed (Escape, the box left); the typed search stays. */
  | { type: 'suggestions.close' }
  | { type: 'page.change'; page: number }
  /** Other filters (all of them, as the config's `parse` gives them): from page 1, the search kept. */
  | { type: 'filters.change'; filters: Record<string, unknown> }
  | { type: 'list.reload' }
  /** The location changed (Back, Forward, a link, or the URL this machine asked for). */
  | { type: 'url.change'; query: ListQueryState }
  /** A row's menu chose a dialog (and, for a row action, which action). */
  | { type: 'dialog.open'; dialog: string; row: Row; action?: string }
  /** A dialog's toast, for the page's `notify`. */
  | { type: 'dialog.notify'; toast: Toast }
  /** A dialog whose code did not come (`ListDialogConfig.load`): it is asked for again. */
  | { type: 'dialog.retry' }
  /** A dialog whose code is coming or did not come is closed (its frame's Close, Escape). */
  | { type: 'dialog.cancel' };
