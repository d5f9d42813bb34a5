/**
 * The only window onto browser storage a machine gets (ARCHITECTURE.md: no DOM beyond
 * localStorage/sessionStorage, behind a small injectable interface).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  /**
   * Calls `listener` when another tab changes this storage (the browser's `storage` event): `key` is the
   * changed key, or null when the storage was cleared. Returns the unsubscribe function. Absent for storages
   * no other tab shares (session storage, memory).
   */
  subscribe?(listener: (key: string | null) => void): () => void;
  /**
   * Runs `task` while no other tab runs one under the same `name` (the Web Locks API), so that tabs sharing
   * this storage take turns. Absent where there is nothing to coordinate with.
   */
  exclusive?<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/** An in-memory storage for tests, stories and server-side rendering. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => {
      items.clear();
    },
  };
}

/**
 * Several tabs on one in-memory local storage, for tests and stories of cross-tab behaviour: a change made
 * through one tab's storage reaches the listeners of the other tabs only, as the browser's `storage` event does.
 */
export function createSharedMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const tabs = new Set<{ listeners: Set<(key: string | null) => void> }>();
  const queues = new Map<string, Promise<unknown>>();
  /** One task per name at a time, in call order, across the tabs (like navigator.locks). */
  const exclusive = <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const previous = queues.get(name) ?? Promise.resolve();
    const next = previous.then(task, task);
    queues.set(
      name,
      next.catch(() => undefined),
    );
    return next;
  };
  return {
    tab(): KeyValueStorage {
      const self = { listeners: new Set<(key: string | null) => void>() };
      tabs.add(self);
      const notifyOthers = (key: string | null) => {
        for (const other of tabs) {
          if (other !== self) for (const listener of other.listeners) listener(key);
        }
      };
      return {
        getItem: (key) => items.get(key) ?? null,
        // Like the browser, a write that changes nothing notifies nobody.
        setItem: (key, value) => {
          if (items.get(key) === String(value)) return;
          items.set(key, String(value));
          notifyOthers(key);
        },
        removeItem: (key) => {
          if (items.delete(key)) notifyOthers(key);
        },
        clear: () => {
          if (items.size === 0) return;
          items.clear();
          notifyOthers(null);
        },
        subscribe: (listener) => {
          self.listeners.add(listener);
          return () => self.listeners.delete(listener);
        },
        exclusive,
      };
    },
  };
}

/**
 * The browser's `localStorage` or `sessionStorage` behind the interface; local storage also reports changes
 * made by other tabs. Falls back to memory where Web Storage is unavailable (private modes, SSR).
 */
export function createBrowserStorage(kind: 'local' | 'session'): KeyValueStorage {
  const area = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  if (!area) return createMemoryStorage();
  const storage: KeyValueStorage = {
    getItem: (key) => area.getItem(key),
    setItem: (key, value) => area.setItem(key, value),
    removeItem: (key) => area.removeItem(key),
    clear: () => area.clear(),
  };
  const locks = kind === 'local' ? globalThis.navigator?.locks : undefined;
  if (locks) {
    storage.exclusive = <T>(name: string, task: () => Promise<T>) =>
      locks.request(name, task) as Promise<T>;
  }
  if (kind === 'local' && typeof globalThis.addEventListener === 'function') {
    storage.subscribe = (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === area) listener(event.key);
      };
      globalThis.addEventListener('storage', onStorage);
      return () => globalThis.removeEventListener('storage', onStorage);
    };
  }
  return storage;
}

/** Reads a JSON value, or `fallback` when the key is missing or holds something unreadable. */
export function readJson<T>(storage: KeyValueStorage, key: string, fallback: T): T {
  const raw = storage.getItem(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
