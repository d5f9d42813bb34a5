import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/icons';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** E.g. 'No members found.' */
  title: ReactNode;
  /** A line under the title, e.g. what to try instead. */
  description?: ReactNode;
  /** A button or link that gets out of the empty state, e.g. 'Add Member'. */
  action?: ReactNode;
  /** A decorative icon above the title (an inbox by default). */
  icon?: ReactNode;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ title, description, action, icon = <InboxIcon /> }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      {description ? <p>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
