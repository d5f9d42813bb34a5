import { directionOf, TOAST_DURATION_MS, type Locale } from '@mijas/api';
import { UIProvider } from '@mijas/ui/landing';
import { useMemo } from 'react';
import { IslandLink, IslandNavigation } from '../../components/island-link.tsx';
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
    <IslandNavigation.Provider value={navigation}>
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
    </IslandNavigation.Provider>
  );
}
