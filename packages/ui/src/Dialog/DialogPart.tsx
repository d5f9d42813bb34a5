import { Suspense, useState, type ReactNode } from 'react';
import { PartBoundary } from '../lazy/PartBoundary';
import { useUI } from '../Provider/context';
import { DialogLoadFailed, DialogLoading, type DialogProps } from './Dialog';

export interface DialogPartProps extends Pick<DialogProps, 'title' | 'size' | 'closeLabel'> {
  /** Ends the dialog (its machine's close or cancel): Close or Escape in the frame that says its code did not come. */
  onClose: () => void;
  /** Asks for the part's code again (Try again): settled once it is here, or did not come again. */
  onRetry: () => Promise<object | void>;
  /**
   * The dialog's machine's code, when a machine loads it as the dialog opens (a list's dialog): 'loading' shows
   * the frame while it comes, 'failed' the frame that says it did not, whose Try again is `onRetry`.
   */
  code?: 'loading' | 'failed' | null;
  /** The part: a lazy component that renders its own `Dialog` once its code is here (none while `code` is). */
  children: ReactNode;
}

/**
 * A page's dialog whose own code (its component) loads when it first opens, not with the page (issue 32): while
 * it comes, the dialog's frame with its title and a spinner, as a `Dialog` whose code is on its way; if it cannot
 * come (offline, a new deployment), the frame says so, with Try again and Close. Once here, the part renders its
 * own `Dialog` in place of the frame. The dialog's machine may come with it (`code`): the same frames say so.
 */
export function DialogPart({
  title,
  size,
  closeLabel,
  onClose,
  onRetry,
  code = null,
  children,
}: DialogPartProps) {
  const { overlayLabels } = useUI();
  // A new attempt mounts the part afresh: a lazy part that failed is never rendered again as it was.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    onRetry().then(
      () => setAttempt((count) => count + 1),
      () => {},
    );
  };
  const failed = (retry: () => void) =>
    overlayLabels ? (
      <DialogLoadFailed
        open
        title={title}
        size={size}
        closeLabel={closeLabel}
        onOpenChange={onClose}
        labels={overlayLabels}
        retry={retry}
      />
    ) : null;
  if (code === 'loading') return <DialogLoading title={title} size={size} />;
  if (code === 'failed') return failed(() => void onRetry().catch(() => {}));
  return (
    <PartBoundary key={attempt} fallback={failed(retry)}>
      <Suspense fallback={<DialogLoading title={title} size={size} />}>{children}</Suspense>
    </PartBoundary>
  );
}
