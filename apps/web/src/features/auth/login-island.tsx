import { useMemo } from 'react';
import { IslandLink, IslandNavigation } from '../../components/island-link.tsx';
import { PageUI } from '../../components/page-ui.tsx';
import { LocaleProvider } from '../../i18n/locale.tsx';
import { NavigationProvider, type AppNavigate } from '../../lib/navigation.tsx';
import { AppSessionProvider, type AppSessionValue } from '../../lib/session.tsx';
import type { StartedLanguage } from '../../lib/start-app.ts';
import { useFirstCommit } from '../../lib/use-first-commit.ts';
import { LeaveFor } from './leave-for.tsx';
import { LoginPage } from './login-page.tsx';

export interface LoginIslandProps {
  appSession: AppSessionValue;
  /** The page's language and its texts (`startAppLanguage`). */
  language: StartedLanguage;
  /** The address's `redirect`: where to go once signed in. */
  redirect: string | null;
  /** The app takes the page over at an address (start-login.tsx): after signing in, or by a link. */
  leave: AppNavigate;
  /** Fetches the app's code ahead (a link pointed at or focused). */
  prefetchApp: () => void;
  /** Called once, after the first commit: the page handles its events from then on. */
  onReady?: (() => void) | undefined;
}

/**
 * The sign-in page before the app's code (no router): the page (login-page.tsx) in the same providers as the
 * app's pages, so that its HTML is the app's /login node for node. What would move the app elsewhere (signing in,
 * a link, a session signed in meanwhile) hands the page to the app at that address (`leave`).
 */
export function LoginIsland({
  appSession,
  language,
  redirect,
  leave,
  prefetchApp,
  onReady,
}: LoginIslandProps) {
  useFirstCommit(onReady);
  const links = useMemo(
    () => ({
      navigate: (href: string) => leave(href, { replace: false, keepScroll: false }),
      prefetch: prefetchApp,
    }),
    [leave, prefetchApp],
  );
  return (
    <LocaleProvider
      initial={language.language}
      {...(language.onLocaleChange ? { onChange: language.onLocaleChange } : {})}
    >
      <AppSessionProvider value={appSession}>
        <PageUI linkComponent={IslandLink}>
          <NavigationProvider value={leave}>
            <IslandNavigation.Provider value={links}>
              <LoginPage redirect={redirect} signedInElsewhere={(to) => <LeaveFor to={to} />} />
            </IslandNavigation.Provider>
          </NavigationProvider>
        </PageUI>
      </AppSessionProvider>
    </LocaleProvider>
  );
}
