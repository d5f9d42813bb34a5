import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/icons';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** E.g. 'No members found.' */
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
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
