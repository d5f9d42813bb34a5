import { barePageCookie, STORAGE_KEYS } from '@mijas/api';
import type { KeyValueStorage } from '@mijas/machines';

/**
 * The admin's panel's storage as its machine reads and writes it, whose remembered sub-page (`adminActivePage`)
 * the first-paint hint's `page` cookie follows: the server then sends a bare `/admin` on to that sub-page's
 * prerendered page (`barePanelPageFor`), where it sent the app's shell. The cookie goes with the others when the
 * session ends, as logging out clears local storage. A module apart from first-paint-hint.ts (the app's start):
 * imported from there, the admin's panel split the app's first chunk in two, every page ~1.8 kB heavier.
 */
export function withBarePageCookie(storage: KeyValueStorage): KeyValueStorage {
  const { subscribe, exclusive } = storage;
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      storage.setItem(key, value);
      if (key === STORAGE_KEYS.adminActivePage)
        document.cookie = barePageCookie(value, { secure: window.location.protocol === 'https:' });
    },
    removeItem: (key) => storage.removeItem(key),
    clear: () => storage.clear(),
    ...(subscribe ? { subscribe: subscribe.bind(storage) } : {}),
    ...(exclusive ? { exclusive: exclusive.bind(storage) } : {}),
  };
}
