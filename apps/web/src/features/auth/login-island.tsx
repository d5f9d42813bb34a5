import type { LinkComponentProps } from '@mijas/ui';
import { forwardRef, type MouseEvent } from 'react';
import { PageUI } from '../../components/page-ui.tsx';
import { LocaleProvider } from '../../i18n/locale.tsx';
import { NavigationProvider, useAppNavigate, type AppNavigate } from '../../lib/navigation.tsx';
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
  /** Called once, after the first commit: the page handles its events from then on. */
  onReady?: (() => void) | undefined;
}

/** A link of the sign-in page: to another page of the app, followed by a plain click, the app takes over there. */
const IslandLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function IslandLink(
  { href, children, onClick, ...rest },
  ref,
) {
  const leave = useAppNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plain || !href.startsWith('/') || rest.target) return;
    event.preventDefault();
    leave(href, { replace: false, keepScroll: false });
  };
  return (
    <a ref={ref} href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
});

/**
 * The sign-in page before the app's code (no router): the page (login-page.tsx) in the same providers as the
 * app's pages, so that its HTML is the app's /login node for node. What would move the app elsewhere (signing in,
 * a link, a session signed in meanwhile) hands the page to the app at that address (`leave`).
 */
export function LoginIsland({ appSession, language, redirect, leave, onReady }: LoginIslandProps) {
  useFirstCommit(onReady);
  return (
    <LocaleProvider
      initial={language.language}
      {...(language.onLocaleChange ? { onChange: language.onLocaleChange } : {})}
    >
      <AppSessionProvider value={appSession}>
        <PageUI linkComponent={IslandLink}>
          <NavigationProvider value={leave}>
            <LoginPage redirect={redirect} signedInElsewhere={(to) => <LeaveFor to={to} />} />
          </NavigationProvider>
        </PageUI>
      </AppSessionProvider>
    </LocaleProvider>
  );
}
