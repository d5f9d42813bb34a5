import { LocaleProvider } from '../i18n/locale.tsx';
import { useFirstCommit } from '../lib/use-first-commit.ts';
import { AppSessionProvider, type AppSessionValue } from '../lib/session.tsx';
import type { StartedLanguage } from '../lib/start-app.ts';
import { AppRoutes, type AppRouter } from './router.tsx';

export interface AppProps extends StartedLanguage {
  appSession: AppSessionValue;
  /** The browser's router in the browser; a memory router at one address for the build's prerender. */
  router: AppRouter;
  /** Called once, after the first commit (hydrated, or rendered): the page handles its events from then on. */
  onReady?: (() => void) | undefined;
}

/** The whole app: the language and the session at the root, then the routes. */
export function App({ appSession, router, onReady, language, onLocaleChange }: AppProps) {
  useFirstCommit(onReady);
  return (
    <LocaleProvider initial={language} {...(onLocaleChange ? { onChange: onLocaleChange } : {})}>
      <AppSessionProvider value={appSession}>
        <AppRoutes router={router} />
      </AppSessionProvider>
    </LocaleProvider>
  );
}
