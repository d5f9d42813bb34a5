import { createAppSession, createBrowserStorage } from '@mijas/machines';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { inspectOption, startInspector } from './lib/inspector.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

void startInspector().then(() => {
  const appSession = createAppSession({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    local: createBrowserStorage('local'),
    session: createBrowserStorage('session'),
    ...inspectOption(),
  });
  createRoot(root).render(
    <StrictMode>
      <App appSession={appSession} />
    </StrictMode>,
  );
});
