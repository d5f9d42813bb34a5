import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = (typeof styles.badgeTones)[number];

export interface BadgeProps {
  /**
   * The colour of the dot and text: `success` (green), `danger` (red), `warning`, `info` or `neutral`
   * (grey).
   */
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status label with a dot, e.g. Active / Inactive, Verified / Not Verified. */
export function Badge({ tone, children }: BadgeProps) {
  return (
    <span className={styles.badge({ tone })}>
      <span className={styles.dot} aria-hidden />
      {children}
    </span>
  );
}

export interface StatusBadgeProps {
  /** On: success tone with `on`; off: danger tone with `off`. */
  value: boolean;
  /** The text when `value` is true, e.g. 'Active'. */
  on: string;
  /** The text when `value` is false, e.g. 'Inactive'. */
  off: string;
}

/** A yes/no status as a badge, e.g. `Active`/`Inactive` or `Verified`/`Not Verified`. */
export function StatusBadge({ value, on, off }: StatusBadgeProps) {
  return <Badge tone={value ? 'success' : 'danger'}>{value ? on : off}</Badge>;
}
