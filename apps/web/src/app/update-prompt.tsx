import { selectPanel } from '@mijas/machines';
import { UpdatePrompt } from '@mijas/ui';
import { useEffect, useState } from 'react';
import { useText } from '../i18n/index.ts';
import { applyUpdate, watchServiceWorker } from '../lib/service-worker.ts';
import { useSession } from '../lib/session.tsx';

/**
 * The service worker of a signed-in user's app (loaded by app-updates.tsx) and its update prompt: a new build's
 * worker waits until the user chooses Reload (app shell and assets offline: src/service-worker/sw.ts).
 */
export function ServiceWorkerUpdates({
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
}: {
  /** The browser's service workers (missing in an old browser, or an insecure origin). */
  container?: ServiceWorkerContainer | undefined;
}) {
  const text = useText().pwa.update;
  const signedIn = useSession((snapshot) => selectPanel(snapshot) !== null);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [reloading, setReloading] = useState(false);
  const enabled = signedIn && container !== undefined;
  useEffect(() => {
    if (!enabled || !container) return;
    return watchServiceWorker(container, setWaiting);
  }, [enabled, container]);
  if (!waiting || !container) return null;
  return (
    <UpdatePrompt
      message={text.available}
      actionLabel={text.reload}
      reloading={reloading}
      onReload={() => {
        setReloading(true);
        applyUpdate(container, waiting);
      }}
    />
  );
}
