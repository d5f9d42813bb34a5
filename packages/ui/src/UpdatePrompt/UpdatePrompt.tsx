import { Button } from '../Button/Button';
import { InfoIcon } from '../icons/icons';
import * as toastStyles from '../Toast/Toast.css';
import * as styles from './UpdatePrompt.css';

export interface UpdatePromptProps {
  /** What happened, from the app's catalogue: 'A new version is available'. */
  message: string;
  /** The button's label: 'Reload'. */
  actionLabel: string;
  /** The user chose the new version: the app lets it take over and reloads the page once. */
  onReload: () => void;
  /** While the new version takes over: the button is busy. */
  reloading?: boolean;
}

/**
 * A new version of the app is ready (a new build's service worker waits): says so, politely, until the user
 * reloads. Never goes by itself, never reloads by itself: what the user is doing is theirs to finish. Drawn as an
 * `info` toast whose button is the action.
 */
export function UpdatePrompt({
  message,
  actionLabel,
  onReload,
  reloading = false,
}: UpdatePromptProps) {
  return (
    <div className={styles.prompt}>
      <div
        className={`${toastStyles.toast({ kind: 'info' })} ${styles.panel}`}
        role="status"
        data-update-prompt=""
      >
        <span className={toastStyles.icon({ kind: 'info' })} aria-hidden>
          <InfoIcon />
        </span>
        <div className={toastStyles.title}>{message}</div>
        <Button size="sm" onClick={onReload} loading={reloading}>
          {actionLabel}
        </Button>
      </div>
    </div>
  );
}
