import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { toastKinds } from './Toast.css';

export type ToastKind = (typeof toastKinds)[number];

export interface ToastOptions {
  /** `success`, `error` (announced at once), `info` or `warning`: its colour and icon. */
  kind?: ToastKind;
  /** E.g. 'Membership renewed'. */
  title: string;
  /** A line under the title. */
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

export interface ToastState extends ToastApi {
  toasts: readonly ToastEntry[];
  duration?: number;
}

/** The toasts of a UIProvider; the toaster reads them. */
export const ToastContext = createContext<ToastState | null>(null);

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
