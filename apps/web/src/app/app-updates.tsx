import { selectPanel } from '@mijas/machines';
import { useEffect, useState, type ComponentType } from 'react';
import { useSession } from '../lib/session.tsx';

/**
 * The service worker and its update prompt (update-prompt.tsx), loaded once a user is signed in, after the first
 * render: no page's first load carries their code (the landing keeps its budget), and the prerendered pages
 * hydrate as they were rendered. Never on the dev server.
 */
export function AppUpdates() {
  const signedIn = useSession((snapshot) => selectPanel(snapshot) !== null);
  // eslint-disable-next-line mijas/no-react-state -- code loading: the update prompt's module, once it is imported
  const [Updates, setUpdates] = useState<ComponentType | null>(null);
  // eslint-disable-next-line mijas/no-react-state -- code loading: the update prompt imported once a user is signed in
  useEffect(() => {
    if (!signedIn || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let live = true;
    void import('./update-prompt.tsx').then((module) => {
      if (live) setUpdates(() => module.ServiceWorkerUpdates);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);
  return Updates ? <Updates /> : null;
}
