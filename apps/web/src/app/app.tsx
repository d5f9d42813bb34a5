import { RouterProvider, type DataRouter } from 'react-router';
import { useFirstCommit } from '../lib/use-first-commit.ts';
import { AppSessionProvider, type AppSessionValue } from '../lib/session.tsx';

export interface AppProps {
  appSession: AppSessionValue;
  /** The browser's router in the browser; a memory router at one address for the build's prerender. */
  router: DataRouter;
  /** Called once, after the first commit (hydrated, or rendered): the page handles its events from then on. */
  onReady?: (() => void) | undefined;
}

/** The whole app: the session at the root, then the routes. */
export function App({ appSession, router, onReady }: AppProps) {
  useFirstCommit(onReady);
  return (
    <AppSessionProvider value={appSession}>
      <RouterProvider router={router} />
    </AppSessionProvider>
  );
}
