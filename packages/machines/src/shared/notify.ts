/** The kinds of toast SPEC §2 lists. */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** A toast: a title and an optional description (SPEC §2 "Toast notifications"). */
export interface Toast {
  kind: ToastKind;
  title: string;
  description?: string;
}

/**
 * Machines never import the toast system: a toast is the named action `notify` with a `Toast`, which the app
 * provides (`machine.provide({ actions: { notify: (_, toast) => toaster.show(toast) } })`). Its default does
 * nothing, so tests and stories observe the message in the machine's context instead.
 */
export function notify(_args: unknown, _params: Toast): void {}
