import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserStorage } from './storage.ts';

function fakeWebStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser storage', () => {
  it("wraps localStorage and reports other tabs' changes from the storage event", () => {
    const local = fakeWebStorage();
    const events = new EventTarget();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
    vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events));
    const storage = createBrowserStorage('local');
    storage.setItem('token', 't');
    expect(local.getItem('token')).toBe('t');

    const seen: (string | null)[] = [];
    const stop = storage.subscribe?.((key) => seen.push(key));
    const storageEvent = (key: string | null, area: Storage) =>
      Object.assign(new Event('storage'), { key, storageArea: area });
    events.dispatchEvent(storageEvent('token', local));
    events.dispatchEvent(storageEvent(null, local));
    events.dispatchEvent(storageEvent('token', fakeWebStorage()));
    stop?.();
    events.dispatchEvent(storageEvent('token', local));
    expect(seen).toEqual(['token', null]);
  });

  it('takes turns with the other tabs through navigator.locks', async () => {
    const requests: string[] = [];
    vi.stubGlobal('localStorage', fakeWebStorage());
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, task: () => Promise<unknown>) => {
          requests.push(name);
          return task();
        },
      },
    });
    const storage = createBrowserStorage('local');
    await expect(storage.exclusive?.('mijas.refresh', async () => 'done')).resolves.toBe('done');
    expect(requests).toEqual(['mijas.refresh']);
  });

  it('session storage has no cross-tab subscription, and memory stands in when Web Storage is missing', () => {
    vi.stubGlobal('sessionStorage', fakeWebStorage());
    expect(createBrowserStorage('session').subscribe).toBeUndefined();
    vi.stubGlobal('localStorage', undefined);
    const fallback = createBrowserStorage('local');
    fallback.setItem('a', '1');
    expect(fallback.getItem('a')).toBe('1');
  });
});
