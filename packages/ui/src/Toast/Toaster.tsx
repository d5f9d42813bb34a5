import { Toast as ToastPrimitive } from 'radix-ui';
import { useContext, useEffect, useRef } from 'react';
import { dismissDialogAround } from '../Dialog/escape';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { splitStatusPrefix } from '../InlineAlert/status-prefix';
import { toneIcons } from '../InlineAlert/toneIcons';
import { useUI } from '../Provider/context';
import * as styles from './Toast.css';
import { toastStackEndProperty } from './toast-stack.css';
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
  // A message starting with ❌, ✅ or ⚠️ shows that emoji as the toast's kind and the text without it.
  const heading = splitStatusPrefix(title);
  const line = description === undefined ? undefined : splitStatusPrefix(description);
  const shown = heading.tone ?? line?.tone ?? kind;
  const Icon = toneIcons[shown];
  return (
    <ToastPrimitive.Root
      className={styles.toast({ kind: shown })}
      type={kind === 'error' || shown === 'error' ? 'foreground' : 'background'}
      open={open}
      onOpenChange={onOpenChange}
      // Escape with the focus in a dialog is the dialog's, though this toast came after it (issue 30).
      onEscapeKeyDown={(event) => {
        if (dismissDialogAround(event.target)) event.preventDefault();
      }}
      data-kind={shown}
    >
      <span className={styles.icon({ kind: shown })} aria-hidden>
        <Icon />
      </span>
      <div>
        <ToastPrimitive.Title className={styles.title}>{heading.text}</ToastPrimitive.Title>
        {line?.text ? (
          <ToastPrimitive.Description className={styles.description}>
            {line.text}
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
export function Toaster({
  labels,
}: {
  /** The toaster's words, from the app's catalogue: the region's name, a toast's name, the close button's. */
  labels: ToasterLabels;
}) {
  const context = useContext(ToastContext);
  const { dir } = useUI();
  const viewport = useRef<HTMLOListElement>(null);
  const count = context?.toasts.length ?? 0;
  useEffect(() => followToastStack(viewport.current), [count]);
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
      <ToastPrimitive.Viewport ref={viewport} className={styles.viewport} label={labels.region} />
    </ToastPrimitive.Provider>
  );
}

/**
 * Keeps `toastStackEnd` on the provider's root: how far down the toasts reach (their region's end, its padding a
 * gap below the last), unset with none. A dialog stands below it (Dialog.css.ts). Measured again whenever the
 * region changes size (a toast comes, grows or goes); returns the cleanup.
 */
function followToastStack(region: HTMLOListElement | null) {
  if (!region) return;
  const root = region.closest<HTMLElement>('[data-theme]') ?? region.ownerDocument.documentElement;
  const measure = () => {
    if (region.querySelector('li')) {
      const end = Math.ceil(region.getBoundingClientRect().bottom);
      root.style.setProperty(toastStackEndProperty, `${end}px`);
    } else root.style.removeProperty(toastStackEndProperty);
  };
  measure();
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(measure);
  observer.observe(region);
  return () => {
    observer.disconnect();
    root.style.removeProperty(toastStackEndProperty);
  };
}
