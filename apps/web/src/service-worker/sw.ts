import { LOCALE_COOKIE } from '@mijas/api';
import { offlineLocale, offlinePage, SKIP_WAITING } from './offline-page.ts';

// The app's service worker, built into dist/sw.js by scripts/service-worker.mjs after the prerender (which writes
// the pages it precaches). It makes the app open with no network for a signed-in member:
// - On install it precaches the build: its hashed assets, every page shell and prerendered page in every
//   language, the icons and manifests (`__PRECACHE__`, in a cache named by the build's hash, `__VERSION__`).
// - A page (a navigation) comes from the network first, as without a worker (the server picks its language and
//   the signed-in copy of `/`); only when the network does not answer is it the precached file the server would
//   have sent (`offlinePage`). The build's assets come from the precache (their names carry their content's
//   hash). Nothing else is touched: never the API (`/api/*`), the dev routes, other origins.
// - A new build's worker installs and waits: the page shows the update prompt, and Reload posts SKIP_WAITING
//   (app/update-prompt.tsx); only the first worker takes over at once.

/** The build's files to keep, as addresses (`/assets/…`, `/pages/member.html`, `/ar/pages/member.html`…). */
declare const __PRECACHE__: readonly string[];
/** The hash of those files' contents: a new build is a new worker, and a new cache. */
declare const __VERSION__: string;

// The worker's own types, which the DOM library the rest of the app is checked with does not have.
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends WorkerEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly navigator: Navigator;
  readonly clients: { claim(): Promise<void> };
  /** Chromium's Cookie Store API: the language cookie, when the browser has it. */
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'mijas-';
const cacheName = `${CACHE_PREFIX}${__VERSION__}`;
const precached = new Set(__PRECACHE__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(cacheName).then((cache) =>
      // `no-cache`: checked with the server, never an older copy from the browser's HTTP cache.
      cache.addAll([...precached].map((address) => new Request(address, { cache: 'no-cache' }))),
    ),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(CACHE_PREFIX) && name !== cacheName) await caches.delete(name);
      // The open pages are this worker's at once: the first worker's (they had none), and a new build's once
      // Reload let it take over (the page reloads on `controllerchange`).
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void worker.skipWaiting();
});

async function offline(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cookie = await worker.cookieStore?.get(LOCALE_COOKIE).catch(() => null);
  const locale = offlineLocale(url, cookie?.value ?? null, worker.navigator.languages);
  const file = offlinePage(url.pathname, locale, precached, url.search);
  const cached = file ? await caches.match(file, { cacheName }) : undefined;
  return cached ?? Response.error();
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offline(request)));
    return;
  }
  if (!precached.has(url.pathname)) return;
  event.respondWith(
    caches.match(url.pathname, { cacheName }).then((cached) => cached ?? fetch(request)),
  );
});
