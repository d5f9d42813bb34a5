/**
 * A small query cache for the reads SPEC §7 caches: a fresh entry is served from memory, concurrent readers of
 * the same key share one request, and mutations invalidate by key prefix. A caller's AbortSignal only stops
 * that caller's wait, never the shared request.
 */
export interface QueryCache {
  read<T>(key: string, ttlMs: number, load: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Forgets every entry whose key starts with `prefix`. */
  invalidate(prefix: string): void;
  clear(): void;
}

interface Entry {
  promise: Promise<unknown>;
  /** When the loaded value stops being fresh; `undefined` while loading. */
  expiresAt: number | undefined;
}

export function createQueryCache(now: () => number = Date.now): QueryCache {
  const entries = new Map<string, Entry>();

  return {
    read<T>(key: string, ttlMs: number, load: () => Promise<T>, signal?: AbortSignal) {
      let entry = entries.get(key);
      if (!entry || (entry.expiresAt !== undefined && entry.expiresAt <= now())) {
        const fresh: Entry = { promise: load(), expiresAt: undefined };
        entry = fresh;
        entries.set(key, fresh);
        fresh.promise.then(
          () => {
            fresh.expiresAt = now() + ttlMs;
          },
          () => {
            if (entries.get(key) === fresh) entries.delete(key);
          },
        );
      }
      return untilAborted(entry.promise as Promise<T>, signal);
    },
    invalidate(prefix) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/** Settles like `promise`, or rejects with the abort reason as soon as `signal` aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
