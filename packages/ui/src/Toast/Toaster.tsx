import { Toast as ToastPrimitive } from 'radix-ui';
import { useContext } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { toneIcons } from '../InlineAlert/toneIcons';
import { useUI } from '../Provider/context';
import * as styles from './Toast.css';
import { ToastContext, type ToastOptions } from './toast-store';

export interface ToastProps extends ToastOptions {
  /** Whether it shows (controlled: the provider's toaster removes it when it closes). */
  open: boolean;
  /** Called with `false` when it times out, is swiped away or its close button is pressed. */
  onOpenChange: (open: boolean) => void;
  /** The close button's name, e.g. 'Dismiss'. */
  closeLabel: string;
}

/** The toaster's words, from the app's catalogue. */
export interface ToasterLabels {
  /** Names the toasts' region; `{hotkey}` becomes the key that focuses it (F8): 'Notifications ({hotkey})'. */
  region: string;
  /** Announced before each toast's text, e.g. 'Notification'. */
  toast: string;
  /** A toast's close button, e.g. 'Dismiss'. */
  dismiss: string;
}

/** One toast: errors are announced assertively, the other kinds politely. */
export function Toast({
  kind = 'info',
  title,
  description,
  open,
  onOpenChange,
  closeLabel,
}: ToastProps) {
  const Icon = toneIcons[kind];
  return (
    <ToastPrimitive.Root
      className={styles.toast({ kind })}
      type={kind === 'error' ? 'foreground' : 'background'}
      open={open}
      onOpenChange={onOpenChange}
      data-kind={kind}
    >
      <span className={styles.icon({ kind })} aria-hidden>
        <Icon />
      </span>
      <div>
        <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description className={styles.description}>
            {description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close asChild>
        <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** The toasts of the nearest UIProvider, stacked at the top end corner; F8 focuses them. */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  const context = useContext(ToastContext);
  const { dir } = useUI();
  if (!context) return null;
  return (
    <ToastPrimitive.Provider
      duration={context.duration}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      label={labels.toast}
    >
      {context.toasts.map((entry) => (
        <Toast
          key={entry.id}
          kind={entry.kind}
          title={entry.title}
          description={entry.description}
          open
          onOpenChange={(open) => (open ? undefined : context.dismiss(entry.id))}
          closeLabel={labels.dismiss}
        />
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} label={labels.region} />
    </ToastPrimitive.Provider>
  );
}
