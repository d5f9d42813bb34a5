import { useSyncExternalStore } from 'react';

/**
 * Code that loads when first needed (issue 32): a dialog's, a select's or a menu's Radix machinery stays out of
 * the page until one opens, or until the pointer or the focus comes to what opens it. One import, shared by
 * every caller; React's `use` reads it without suspending once it has arrived (the promise carries its
 * `status` and `value` as React's own thenables do).
 */
export interface DeferredModule<T> {
  /** Starts loading (once, and again after a failure) and returns the promise: for preloading and trying again. */
  load: () => Promise<T>;
  /**
   * The promise to render from (`use`): the one under way, arrived, or failed (kept, so that the failure reaches
   * an error boundary rather than a render starting a new download each time); starts one if none was.
   */
  read: () => Promise<T>;
  /** The module, once loaded. */
  current: () => T | undefined;
  /** Where the download is: not asked for or on its way, arrived, or failed (until it is tried again). */
  status: () => DeferredStatus;
  /** Called when the module has arrived, and when a download failed. */
  subscribe: (onLoad: () => void) => () => void;
}

export type DeferredStatus = 'pending' | 'loaded' | 'failed';

type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let promise: Tracked<T> | undefined;
  let module: T | undefined;
  const listeners = new Set<() => void>();
  const start = () => {
    const started: Tracked<T> = importer();
    promise = started;
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
        module = value;
        for (const listener of listeners) listener();
      },
      // A failed download (offline, a new deployment): kept for the render that reads it, tried again by `load`.
      (error: unknown) => {
        started.status = 'rejected';
        started.reason = error;
        for (const listener of listeners) listener();
      },
    );
    return started;
  };
  return {
    load: () => (promise && promise.status !== 'rejected' ? promise : start()),
    read: () => promise ?? start(),
    current: () => module,
    status: () =>
      module !== undefined ? 'loaded' : promise?.status === 'rejected' ? 'failed' : 'pending',
    subscribe: (onLoad) => {
      listeners.add(onLoad);
      return () => listeners.delete(onLoad);
    },
  };
}

/** A deferred module's status, rendered again when it changes (arrived, or failed). */
export function useDeferredStatus(deferred: DeferredModule<unknown>): DeferredStatus {
  return useSyncExternalStore(deferred.subscribe, deferred.status, () => 'pending');
}
