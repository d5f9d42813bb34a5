import { SERVICE_WORKER_PATH, SKIP_WAITING } from '../service-worker/offline-page.ts';

/**
 * Registers the app's service worker (src/service-worker/sw.ts) and calls `onUpdate` with a new build's worker
 * once it has installed and waits (at once if one already waits): never for the first worker, which takes an
 * uncontrolled page over by itself (nothing to tell). Checks for a new build again whenever the page comes back
 * into view (the browser checks at each navigation itself). Returns a function that stops listening.
 */
export function watchServiceWorker(
  container: ServiceWorkerContainer,
  onUpdate: (waiting: ServiceWorker) => void,
  doc: Document = document,
): () => void {
  let stopped = false;
  let registration: ServiceWorkerRegistration | undefined;
  const offer = (worker: ServiceWorker | null) => {
    if (!stopped && worker && container.controller) onUpdate(worker);
  };
  const onUpdateFound = () => {
    const installing = registration?.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  };
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void registration?.update().catch(() => undefined);
  };
  container
    .register(SERVICE_WORKER_PATH)
    .then((registered) => {
      registration = registered;
      if (stopped) return;
      offer(registered.waiting);
      registered.addEventListener('updatefound', onUpdateFound);
      doc.addEventListener('visibilitychange', onVisible);
    })
    // No worker (a private window that refuses it, an old browser): the app works online as before.
    .catch(() => undefined);
  return () => {
    stopped = true;
    registration?.removeEventListener('updatefound', onUpdateFound);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The user chose the new version: the waiting worker takes over (SKIP_WAITING), and the page reloads once when it
 * controls the page (`controllerchange`), so that the page runs the build the worker serves.
 */
export function applyUpdate(
  container: ServiceWorkerContainer,
  waiting: ServiceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  container.addEventListener('controllerchange', reload, { once: true });
  waiting.postMessage(SKIP_WAITING);
}
