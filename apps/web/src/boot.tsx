import '@mijas/api/jitless';
import { createAppSession, createBrowserStorage } from '@mijas/machines';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app.tsx';
import { inspectOption, startInspector } from './lib/inspector.ts';

/** Renders the whole app (session, router, every page) into `root`, at the browser's current address. */
export async function renderApp(root: Root): Promise<void> {
  await startInspector();
  const appSession = createAppSession({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    local: createBrowserStorage('local'),
    session: createBrowserStorage('session'),
    ...inspectOption(),
  });
  root.render(
    <StrictMode>
      <App appSession={appSession} />
    </StrictMode>,
  );
}

/** Starts the app in `container` (whatever it held is replaced). */
export function bootApp(container: HTMLElement): Promise<void> {
  return renderApp(createRoot(container));
}
