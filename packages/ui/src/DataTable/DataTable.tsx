import { VisuallyHidden } from 'radix-ui';
import {
  memo,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { isolated, type Isolation } from '../Isolate/Isolate';
import { RowContextMenu, RowOptionsMenu, type RowMenuItem } from '../RowMenu/RowMenu';
import * as styles from './DataTable.css';

export interface DataTableColumn<Row> {
  /** A stable key for the column. */
  id: string;
  /** The column's header cell. */
  header: ReactNode;
  /** The header as text, for the cards' field labels; `header` itself when it is text. */
  label?: string;
  /** Renders the row's cell in this column. */
  cell: (row: Row, index: number) => ReactNode;
  /** Where the cell's content sits: `start` (the default), `center`, or `end` for numbers. */
  align?: 'start' | 'center' | 'end';
  /** Let long text wrap instead of scrolling sideways. */
  wrap?: boolean;
  /** A column of controls (a row's selection box): no wider than they are. */
  control?: boolean;
  /**
   * Keep the cells' text in its own direction inside a right-to-left table: `true` for usernames, emails and
   * names (`<bdi>`), `'ltr'` for what always reads left to right (phone numbers, amounts, numbers, codes).
   */
  isolate?: Isolation;
  /**
   * How long the column stays as the table narrows: 'high' always, 'medium' down to 48rem, 'low' down to 64rem
   * (what it shows must be found elsewhere too, e.g. in the row's details), and before that whenever the table
   * would not fit its box (the 'low' ones from the end first, then the 'medium' ones). Cards show every field.
   */
  priority?: 'high' | 'medium' | 'low';
}

/**
 * A row's actions. They open by right-click or Shift+F10 on the row, and from an options button that shows on
 * small screens only (in each card's corner). Without them, no options column.
 */
export type DataTableRowActions<Row> =
  | {
      rowActions?: undefined;
      rowActionsLabel?: undefined;
      optionsHeader?: undefined;
      rowActionsHint?: undefined;
    }
  | {
      /**
       * A row's actions. They open by right-click or Shift+F10 on the row, and from an options button that
       * shows on small screens only (in each card's corner).
       */
      rowActions: (row: Row) => readonly RowMenuItem[];
      /** Names a row's menu and options button, e.g. (row) => `Options for ${row.username}`. */
      rowActionsLabel: (row: Row) => string;
      /** Header of the options column, e.g. 'Options'. */
      optionsHeader: string;
      /**
       * Read after the caption by screen readers, e.g. '(right-click a row or press Shift+F10 on it for its
       * actions)'.
       */
      rowActionsHint: string;
    };

export type DataTableProps<Row> = DataTableBaseProps<Row> & DataTableRowActions<Row>;

interface DataTableBaseProps<Row> {
  /** The table's name, e.g. 'Members'; visually hidden unless `showCaption`. */
  caption: string;
  /** Show the caption above the table instead of only naming it for screen readers. */
  showCaption?: boolean;
  /** The columns, in order: header, cell renderer, alignment and priority. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A stable key for a row, e.g. its username. */
  getRowId: (row: Row) => string;
  /** Shows skeleton rows (keeping the header) and marks the table busy. */
  loading?: boolean;
  /** How many skeleton rows show while loading (5 by default). */
  loadingRows?: number;
  /** Read by screen readers while loading, e.g. 'Loading...'. */
  loadingText: string;
  /** Shown instead of rows when loading fails, e.g. 'Failed to fetch member history.' */
  error?: ReactNode;
  /** Shown when there are no rows, e.g. 'No members found.' */
  emptyText: ReactNode;
}

/**
 * A data table with loading, error and empty states and an optional per-row menu. Narrower than 36rem (a
 * phone, a narrow panel) its rows show as cards, each field under its label, with nothing to scroll sideways;
 * wider, lower-priority columns give way before the table would scroll: at set widths, and one by one whenever
 * the table, as its font and its data draw it, is wider than its box (`fitColumns`).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  // What the table is given (a page's answer: its rows) is rendered in the background, in slices that give way
  // to the browser, the table showing what it showed until the new one is whole: a phone's main thread is not
  // held for a whole list at once. Meanwhile the table is not rendered again (the same props: `memo`).
  return <TableView {...useDeferredValue(props)} />;
}

const TableView = memo(DataTableView) as typeof DataTableView;

function DataTableView<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId,
  loading = false,
  loadingRows = 5,
  loadingText,
  error,
  emptyText,
  rowActions,
  rowActionsLabel,
  optionsHeader,
  rowActionsHint,
}: DataTableProps<Row>) {
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const giveWay = giveWayOrder(columns);
  const scrollerElement = useRef<HTMLDivElement | null>(null);
  const scroller = useCallback((element: HTMLDivElement | null) => {
    scrollerElement.current = element;
    return watchWidth(element);
  }, []);
  // New rows (the answer in place of the skeleton, another page) are fitted in the commit that puts them in,
  // before the browser draws them: the size observer would see them a frame late, and the columns that had been
  // drawn would move as one gave way (a layout shift).
  useLayoutEffect(() => {
    if (scrollerElement.current) fit(scrollerElement.current);
  }, [rows, loading, error, columns]);
  const showRows = !loading && !error && rows.length > 0;
  const rowClass = rowActions ? `${styles.row} ${styles.rowWithActions}` : styles.row;
  return (
    <div className={styles.frame}>
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        aria-label={caption}
        // Focusable so keyboard users can scroll a wide table on a narrow screen (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-give-way-columns={giveWay.size}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={showCaption ? styles.caption : undefined}>
            {showCaption ? caption : <VisuallyHidden.Root>{caption}</VisuallyHidden.Root>}
            {rowActions && showRows ? (
              <VisuallyHidden.Root> {rowActionsHint}</VisuallyHidden.Root>
            ) : null}
          </caption>
          <thead className={styles.head}>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={styles.cell({
                    head: true,
                    align: column.align,
                    control: column.control,
                    priority: column.priority,
                  })}
                  data-give-way={giveWay.get(column.id)}
                >
                  {column.header}
                </th>
              ))}
              {rowActions ? (
                <th
                  scope="col"
                  className={styles.cell({ head: true, align: 'end', mobileOnly: true })}
                >
                  {optionsHeader}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: loadingRows }, (_, index) => (
                  <tr key={index} className={rowClass}>
                    {columns.map((column, cell) => (
                      <td
                        key={column.id}
                        className={`${styles.cell({ priority: column.priority })} ${styles.field}`}
                        data-label={labelOf(column)}
                        data-give-way={giveWay.get(column.id)}
                      >
                        {index === 0 && cell === 0 ? (
                          <VisuallyHidden.Root>{loadingText}</VisuallyHidden.Root>
                        ) : null}
                        <span className={styles.skeleton} aria-hidden />
                      </td>
                    ))}
                    {rowActions ? (
                      <td className={styles.cell({ mobileOnly: true })}>
                        <span className={styles.skeleton} aria-hidden />
                      </td>
                    ) : null}
                  </tr>
                ))
              : null}
            {!loading && (error || rows.length === 0) ? (
              <tr>
                <td colSpan={columnCount} className={styles.status}>
                  {error ? (
                    <div className={styles.errorBox}>
                      <InlineAlert tone="error">{error}</InlineAlert>
                    </div>
                  ) : (
                    <EmptyState title={emptyText} />
                  )}
                </td>
              </tr>
            ) : null}
            {showRows
              ? rows.map((row, index) => {
                  const items = rowActions?.(row) ?? [];
                  // Given with `rowActions` (RowActionProps).
                  const actionsLabel = rowActionsLabel?.(row) ?? '';
                  const cells = (
                    <tr key={getRowId(row)} className={rowClass}>
                      {columns.map((column) => (
                        <td
                          key={column.id}
                          className={`${styles.cell({
                            align: column.align,
                            wrap: column.wrap,
                            control: column.control,
                            priority: column.priority,
                          })} ${styles.field}`}
                          data-label={labelOf(column)}
                          data-give-way={giveWay.get(column.id)}
                        >
                          <span>{isolated(column.cell(row, index), column.isolate)}</span>
                        </td>
                      ))}
                      {rowActions ? (
                        <td className={styles.cell({ align: 'end', mobileOnly: true })}>
                          <RowOptionsMenu items={items} label={actionsLabel} />
                        </td>
                      ) : null}
                    </tr>
                  );
                  return rowActions ? (
                    <RowContextMenu key={getRowId(row)} items={items} label={actionsLabel}>
                      {cells}
                    </RowContextMenu>
                  ) : (
                    cells
                  );
                })
              : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The order in which columns give way when the table does not fit: the 'low' ones from the end, then the
 * 'medium' ones from the end; each column's turn, 1 first (the 'high' ones never).
 */
function giveWayOrder(columns: readonly DataTableColumn<never>[]): Map<string, number> {
  const last = (priority: DataTableColumn<never>['priority']) =>
    columns.filter((column) => column.priority === priority).reverse();
  const order = [...last('low'), ...last('medium')].slice(0, styles.GIVE_WAY_MOST);
  return new Map(order.map((column, index) => [column.id, index + 1]));
}

/**
 * Keeps the table within its box: each time the box or the table changes size, all columns show, then the
 * next in `giveWayOrder` hides until nothing scrolls sideways (or none is left). Set on the element itself,
 * measured at once: no frame is drawn with the table too wide. Returns the cleanup.
 */
function watchWidth(scroller: HTMLDivElement | null) {
  if (!scroller) return;
  fit(scroller);
  if (typeof ResizeObserver === 'undefined') return;
  const sizes = new ResizeObserver(() => fit(scroller));
  sizes.observe(scroller);
  const table = scroller.querySelector('table');
  if (table) sizes.observe(table);
  return () => sizes.disconnect();
}

/** Fits the table in its box now (`fitColumns` with the scroller's number of columns that may give way). */
function fit(scroller: HTMLElement) {
  fitColumns(scroller, Number(scroller.dataset.giveWayColumns ?? 0));
}

function fitColumns(scroller: HTMLElement, most: number) {
  delete scroller.dataset.givingWay;
  for (let hidden = 1; hidden <= most && scroller.scrollWidth > scroller.clientWidth; hidden++)
    scroller.dataset.givingWay = String(hidden);
}

/** A card's label for a column's fields. */
function labelOf(column: Pick<DataTableColumn<unknown>, 'header' | 'label'>): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}
