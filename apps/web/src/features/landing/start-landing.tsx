import type { Locale } from '@mijas/api';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { LandingLanguageData } from '../../i18n/landing-text.ts';
import { LandingIsland } from './landing-island.tsx';

/** The app's entry, loaded when a link leads from the landing to another page of the app. */
export interface AppEntry {
  renderApp: (root: Root) => Promise<void>;
}

export interface StartLandingOptions {
  container: HTMLElement;
  /** True to hydrate the prerendered HTML in `container`; false to render into an empty one (the dev server). */
  hydrate: boolean;
  /** The app's code. */
  loadApp: () => Promise<AppEntry>;
  /** Called once the page handles its events itself (hydrated, or rendered). */
  onReady?: () => void;
  /** The page's language (that of the HTML it hydrates) and its landing texts (`readLandingLanguage`). */
  language: LandingLanguageData;
}

/**
 * React's part of a visitor's first `/`: hydrates (or renders) the landing island. A link to another page of
 * the app then starts the app in the same root, at the new address (in the page's language): no second page
 * load. The language switch fetches its code and the language's landing texts (small chunks, none of them part
 * of the first load), then renders the island again in it, in place, and keeps the choice. The page's language lives here, beside its root, not in the island: a machine's runtime would not
 * fit the landing's budget.
 */
export function startLanding({
  container,
  hydrate,
  loadApp,
  onReady,
  language: initial,
}: StartLandingOptions): Root {
  let root: Root | undefined;
  let language = initial;
  // Once started by a link, the app owns the root: a switch that arrives later leaves it.
  let appStarted = false;
  const setLocale = (locale: Locale) => {
    void import('../../i18n/landing-switch.ts')
      .then(({ switchLandingLanguage }) => switchLandingLanguage(locale))
      .then((text) => {
        if (appStarted) return;
        language = { locale, text };
        root?.render(island());
      });
  };
  const island = () => (
    <StrictMode>
      <LandingIsland
        hydrating={hydrate}
        onReady={onReady}
        language={language}
        setLocale={setLocale}
        loadForm={() =>
          import('./live-join-form.tsx').then(async (form) => {
            // The form's messages in the page's language (a switch makes them so too).
            await form.activateMessages(language.locale);
            return form;
          })
        }
        prefetch={() => void loadApp()}
        navigate={(href) => {
          window.history.pushState(null, '', href);
          window.scrollTo({ top: 0 });
          void loadApp().then(({ renderApp }) => {
            appStarted = true;
            return root && renderApp(root);
          });
        }}
      />
    </StrictMode>
  );
  if (hydrate) root = hydrateRoot(container, island());
  else {
    root = createRoot(container);
    root.render(island());
  }
  return root;
}
