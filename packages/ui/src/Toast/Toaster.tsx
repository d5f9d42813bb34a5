import { Toast as ToastPrimitive } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { toneIcons } from '../InlineAlert/toneIcons';
import { useUI } from '../Provider/context';
import * as styles from './Toast.css';

export type ToastKind = (typeof styles.toastKinds)[number];

export interface ToastOptions {
  kind?: ToastKind;
  /** E.g. 'Membership renewed'. */
  title: string;
  description?: string;
}

interface ToastEntry extends Required<Pick<ToastOptions, 'kind' | 'title'>> {
  id: number;
  description?: string;
}

interface ToastApi {
  /** Shows a toast; returns its id. */
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastState extends ToastApi {
  toasts: readonly ToastEntry[];
  duration?: number;
}

const ToastContext = createContext<ToastState | null>(null);

/** Holds the toasts of a UIProvider (it renders one: apps never need to). */
export function ToastStore({ duration, children }: { duration?: number; children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(1);
  const toast = useCallback(({ kind = 'info', title, description }: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, kind, title, description }]);
    return id;
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);
  const value = useMemo(
    () => ({ toasts, toast, dismiss, duration }),
    [toasts, toast, dismiss, duration],
  );
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** `const { toast } = useToast(); toast({ kind: 'success', title: 'Member activated' })`. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast needs a <UIProvider> above it.');
  return { toast: context.toast, dismiss: context.dismiss };
}

export interface ToastProps extends ToastOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel?: string;
}

/** One toast: errors are announced assertively, the other kinds politely. */
export function Toast({
  kind = 'info',
  title,
  description,
  open,
  onOpenChange,
  closeLabel = 'Dismiss',
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

/** The toasts of the nearest UIProvider, stacked at the bottom end corner; F8 focuses them. */
export function Toaster({ label = 'Notifications ({hotkey})' }: { label?: string }) {
  const context = useContext(ToastContext);
  const { dir } = useUI();
  if (!context) return null;
  return (
    <ToastPrimitive.Provider
      duration={context.duration}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      label="Notification"
    >
      {context.toasts.map((entry) => (
        <Toast
          key={entry.id}
          kind={entry.kind}
          title={entry.title}
          description={entry.description}
          open
          onOpenChange={(open) => (open ? undefined : context.dismiss(entry.id))}
        />
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} label={label} />
    </ToastPrimitive.Provider>
  );
}
