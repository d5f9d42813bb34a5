import type { ReactNode } from 'react';
import { isolated, type Isolation } from '../Isolate/Isolate';
import * as styles from './DescriptionList.css';

export interface DescriptionItem {
  /** The field's name, e.g. 'Phone Number'. */
  term: ReactNode;
  /** Empty values (null, undefined, '' or blank) show the fallback. */
  value: ReactNode;
  /** Stable key when `term` is not a string. */
  id?: string;
  /**
   * Keep the value in its own direction inside a right-to-left list: `true` for usernames, emails and names
   * (`<bdi>`), `'ltr'` for what always reads left to right (phone numbers, amounts, numbers, codes).
   */
  isolate?: Isolation;
}

export interface DescriptionListProps {
  /** The pairs, in reading order. */
  items: readonly DescriptionItem[];
  /** Shown for empty values; 'N/A' by default. */
  fallback: string;
  /** `auto` fills as many columns as fit (two or three on a wide card); `1` keeps one pair per row. */
  columns?: 'auto' | 1;
}

export function isEmptyValue(value: ReactNode) {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && !value.trim())
  );
}

/** Read-only field/value pairs (profiles, detail modals) with a fallback ('N/A') for missing values. */
export function DescriptionList({ items, fallback, columns = 'auto' }: DescriptionListProps) {
  return (
    <dl className={`${styles.list} ${columns === 1 ? styles.oneColumn : ''}`}>
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.term === 'string' ? item.term : index)}
          className={styles.item}
        >
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>
            {isEmptyValue(item.value) ? (
              <span className={styles.fallback}>{fallback}</span>
            ) : (
              isolated(item.value, item.isolate)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
