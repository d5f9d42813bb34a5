import type { ReactNode } from 'react';
import * as styles from './InlineAlert.css';
import { splitStatusPrefix } from './status-prefix';
import { toneIcons, type Tone } from './toneIcons';

export interface InlineAlertProps {
  /** `info` (default), `success`, `warning`, or `error`, which is announced at once (`role="alert"`). */
  tone?: Tone;
  /** A bold first line. */
  title?: ReactNode;
  /**
   * The message, e.g. '❌ Login failed.': a text starting with ❌, ✅ or ⚠️ shows that emoji as the alert's tone
   * (icon and colour) and the text without it (`splitStatusPrefix`).
   */
  children?: ReactNode;
}

/**
 * A message in the page flow: form errors and results. Errors are announced at once (`role="alert"`), the
 * other tones politely (`role="status"`). A message given as an error stays announced at once when its emoji
 * shows it as a warning ('⚠️ Please enter email/username and password').
 */
export function InlineAlert({ tone = 'info', title, children }: InlineAlertProps) {
  const message = typeof children === 'string' ? splitStatusPrefix(children) : undefined;
  const shown = message?.tone ?? tone;
  const Icon = toneIcons[shown];
  const body = message ? message.text : children;
  return (
    <div
      role={tone === 'error' || shown === 'error' ? 'alert' : 'status'}
      className={styles.alert({ tone: shown })}
      data-tone={shown}
    >
      <span className={styles.icon} aria-hidden>
        <Icon />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {body ? <div className={styles.text}>{body}</div> : null}
      </div>
    </div>
  );
}
