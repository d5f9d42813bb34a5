import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_PATH, SKIP_WAITING } from '../service-worker/offline-page.ts';
import { applyUpdate, watchServiceWorker } from './service-worker.ts';

/** A worker: its state, what was posted to it, and its `statechange` events. */
function fakeWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
  return worker as unknown as ServiceWorker & { state: ServiceWorkerState };
}

/** A browser's service workers: one registration, a controller or none. */
function fakeContainer({
  controller = null as ServiceWorker | null,
  waiting = null as ServiceWorker | null,
} = {}) {
  const registration = Object.assign(new EventTarget(), {
    waiting,
    installing: null as ServiceWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  return {
    container: container as unknown as ServiceWorkerContainer,
    registration,
    register: container.register,
    /** A new build's worker arrives and installs. */
    install: (worker: ServiceWorker & { state: ServiceWorkerState }) => {
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      worker.state = 'installed';
      worker.dispatchEvent(new Event('statechange'));
    },
  };
}

/** Once the registration has answered (the watcher's own callbacks on it ran first). */
const registered = (fake: ReturnType<typeof fakeContainer>) =>
  Promise.allSettled(fake.register.mock.results.map((result) => result.value as unknown));

describe('watchServiceWorker', () => {
  it('registers the worker and offers a new build once it waits', async () => {
    const fake = fakeContainer({ controller: fakeWorker('activated') });
    const onUpdate = vi.fn();
    watchServiceWorker(fake.container, onUpdate);
    await registered(fake);
    expect(fake.register).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
    expect(onUpdate).not.toHaveBeenCalled();
    const next = fakeWorker('installing');
    fake.install(next);
    expect(onUpdate).toHaveBeenCalledWith(next);
  });

  it('offers at once a worker that already waits', async () => {
    const waiting = fakeWorker('installed');
    const fake = fakeContainer({ controller: fakeWorker('activated'), waiting });
    const onUpdate = vi.fn();
    watchServiceWorker(fake.container, onUpdate);
    await registered(fake);
    expect(onUpdate).toHaveBeenCalledWith(waiting);
  });

  it('offers nothing for the first worker of a page that had none', async () => {
    const fake = fakeContainer();
    const onUpdate = vi.fn();
    watchServiceWorker(fake.container, onUpdate);
    await registered(fake);
    fake.install(fakeWorker('installing'));
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('checks for a new build when the page comes back into view, and stops when asked', async () => {
    const fake = fakeContainer({ controller: fakeWorker('activated') });
    const onUpdate = vi.fn();
    const stop = watchServiceWorker(fake.container, onUpdate);
    await registered(fake);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fake.registration.update).toHaveBeenCalledTimes(1);
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    fake.install(fakeWorker('installing'));
    expect(fake.registration.update).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('leaves the app as it is when the browser refuses the worker', async () => {
    const fake = fakeContainer();
    fake.register.mockRejectedValueOnce(new Error('refused'));
    const onUpdate = vi.fn();
    watchServiceWorker(fake.container, onUpdate);
    await registered(fake);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});

describe('applyUpdate', () => {
  it('lets the waiting worker take over, then reloads once', () => {
    const fake = fakeContainer({ controller: fakeWorker('activated') });
    const waiting = fakeWorker('installed');
    const reload = vi.fn();
    applyUpdate(fake.container, waiting, reload);
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    fake.container.dispatchEvent(new Event('controllerchange'));
    fake.container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
