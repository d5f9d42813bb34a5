import { appUpdateMachine, selectPanel } from '@mijas/machines';
import { UpdatePrompt } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useText } from '../i18n/index.ts';
import { applyUpdate, watchServiceWorker } from '../lib/service-worker.ts';
import { useSession } from '../lib/session.tsx';
import { useFlow } from '../lib/use-flow.ts';

/**
 * The service worker of a signed-in user's app (loaded by app-updates.tsx) and its update prompt: a new build's
 * worker waits until the user chooses Reload (app shell and assets offline: src/service-worker/sw.ts). The flow
 * is `appUpdateMachine`, watching while a user is signed in.
 */
export function ServiceWorkerUpdates({
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
}: {
  /** The browser's service workers (missing in an old browser, or an insecure origin). */
  container?: ServiceWorkerContainer | undefined;
}) {
  const signedIn = useSession((snapshot) => selectPanel(snapshot) !== null);
  return signedIn && container ? <Updates container={container} /> : null;
}

function Updates({ container }: { container: ServiceWorkerContainer }) {
  const text = useText().pwa.update;
  const flow = useFlow(appUpdateMachine, {
    updates: {
      watch: (onWaiting) => watchServiceWorker(container, onWaiting),
      apply: (worker) => applyUpdate(container, worker as ServiceWorker),
    },
  });
  const shown = useSelector(flow, (s) => !s.matches('watching'));
  const reloading = useSelector(flow, (s) => s.matches('reloading'));
  if (!shown) return null;
  return (
    <UpdatePrompt
      message={text.available}
      actionLabel={text.reload}
      reloading={reloading}
      onReload={() => flow.send({ type: 'update.apply' })}
    />
  );
}
