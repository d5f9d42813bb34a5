import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; one page or none renders nothing. */
  pageCount: number;
  /** Called with the page a button asks for. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Members pages'. */
  label: string;
  /** Names a page's button, e.g. (page) => `Page ${page}`. */
  pageLabel: (page: number) => string;
  /** Every page button unavailable, e.g. while a page loads. */
  disabled?: boolean;
}

/** A button per page; nothing at all when there is only one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  pageLabel,
  disabled,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.page}
              aria-label={pageLabel(number)}
              aria-current={number === page ? 'page' : undefined}
              disabled={disabled}
              onClick={() => number !== page && onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
