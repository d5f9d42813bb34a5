import { directionOf, TOAST_DURATION_MS, type Locale } from '@mijas/api';
import { UIProvider, type LinkComponentProps } from '@mijas/ui/landing';
import { createContext, forwardRef, useContext, useMemo, type MouseEvent } from 'react';
import { LandingLanguageContext, type LandingLanguage } from '../../i18n/landing.ts';
import type { LandingLanguageData } from '../../i18n/landing-text.ts';
import { useFirstCommit } from '../../lib/use-first-commit.ts';
import { DeferredJoinForm, type LiveJoinForm } from './deferred-join-form.tsx';
import { LandingPage } from './landing-page.tsx';

export interface LandingIslandProps {
  /** Starts the app at `href` (a link to another page of the app was followed). */
  navigate: (href: string) => void;
  /** Fetches the app's code ahead of a likely `navigate` (a pointer over, or focus on, such a link). */
  prefetch: () => void;
  /** The form's code (see DeferredJoinForm). */
  loadForm: () => Promise<{ default: LiveJoinForm }>;
  /** True while hydrating the prerendered HTML. */
  hydrating: boolean;
  /** Called once the page is live (its first commit: hydrated, or rendered). */
  onReady?: (() => void) | undefined;
  /** The language the page is shown in (at first that of the HTML it hydrates) and its texts. */
  language: LandingLanguageData;
  /** The language switch: the island's entry (start-landing.tsx) shows the page again in `locale`. */
  setLocale: (locale: Locale) => void;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface IslandNavigation {
  navigate: (href: string) => void;
  prefetch: () => void;
}

const Navigation = createContext<IslandNavigation>({ navigate: () => {}, prefetch: () => {} });

/** The landing's links: a plain click on a link to another page of the app starts the app there. */
const IslandLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function IslandLink(
  { href, children, onClick, ...rest },
  ref,
) {
  const { navigate, prefetch } = useContext(Navigation);
  const inApp = href.startsWith('/');
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      {...(inApp ? { onPointerEnter: prefetch, onFocus: prefetch } : {})}
      onClick={(event) => {
        onClick?.(event);
        if (!inApp || event.defaultPrevented || !isPlainClick(event) || rest.target) return;
        event.preventDefault();
        if (href === window.location.pathname) window.scrollTo({ top: 0 });
        else navigate(href);
      }}
    >
      {children}
    </a>
  );
});

/**
 * A visitor's first `/`: the landing page without the router or the session, prerendered at build time and
 * hydrated (see wake-on-intent.ts for when). Links to the app's other pages start the app in place (no second
 * page load); the form loads its code when the visitor is about to use it. The page keeps no state of its own:
 * its language is its entry's (start-landing.tsx), which renders it again after a switch.
 */
export function LandingIsland({
  navigate,
  prefetch,
  loadForm,
  hydrating,
  onReady,
  language: current,
  setLocale,
}: LandingIslandProps) {
  const navigation = useMemo(() => ({ navigate, prefetch }), [navigate, prefetch]);
  const language = useMemo<LandingLanguage>(
    () => ({ ...current, setLocale }),
    [current, setLocale],
  );
  useFirstCommit(onReady);
  return (
    <Navigation.Provider value={navigation}>
      <LandingLanguageContext.Provider value={language}>
        <UIProvider
          theme="system"
          dir={directionOf(current.locale)}
          linkComponent={IslandLink}
          toastDuration={TOAST_DURATION_MS}
          toastLabels={current.text.common.ui.toasts}
          fullHeight
        >
          <LandingPage
            account={null}
            renderForm={(ref) => (
              <DeferredJoinForm ref={ref} load={loadForm} deferred={hydrating} />
            )}
          />
        </UIProvider>
      </LandingLanguageContext.Provider>
    </Navigation.Provider>
  );
}
