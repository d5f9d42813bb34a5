import type { ReactNode } from 'react';
import * as styles from './InlineAlert.css';
import { toneIcons, type Tone } from './toneIcons';

export interface InlineAlertProps {
  /** `info` (default), `success`, `warning`, or `error`, which is announced at once (`role="alert"`). */
  tone?: Tone;
  /** A bold first line. */
  title?: ReactNode;
  /** The message, e.g. '❌ Login failed.' */
  children?: ReactNode;
}

/**
 * A message in the page flow: form errors and results. Errors are announced at once (`role="alert"`), the
 * other tones politely (`role="status"`).
 */
export function InlineAlert({ tone = 'info', title, children }: InlineAlertProps) {
  const Icon = toneIcons[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.alert({ tone })}>
      <span className={styles.icon} aria-hidden>
        <Icon />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
    </div>
  );
}
