/**
 * Code that loads when first needed (issue 32): a dialog's, a select's or a menu's Radix machinery stays out of
 * the page until one opens, or until the pointer or the focus comes to what opens it. One import, shared by
 * every caller; React's `use` reads it without suspending once it has arrived (the promise carries its
 * `status` and `value` as React's own thenables do).
 */
export interface DeferredModule<T> {
  /** Starts loading (once) and returns the promise; for `use`. */
  load: () => Promise<T>;
  /** The module, once loaded. */
  current: () => T | undefined;
  /** Called once when the module has arrived. */
  subscribe: (onLoad: () => void) => () => void;
}

type Tracked<T> = Promise<T> & { status?: string; value?: T };

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let promise: Tracked<T> | undefined;
  let module: T | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    if (!promise) {
      const started: Tracked<T> = importer();
      promise = started;
      started.then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
          module = value;
          for (const listener of listeners) listener();
        },
        // A failed download (offline, a new deployment) is tried again by the next caller.
        () => {
          if (promise === started) promise = undefined;
        },
      );
    }
    return promise;
  };
  return {
    load,
    current: () => module,
    subscribe: (onLoad) => {
      listeners.add(onLoad);
      return () => listeners.delete(onLoad);
    },
  };
}
