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
 * load. The language switch re-renders the island in place and keeps the choice.
 */
export function startLanding({
  container,
  hydrate,
  loadApp,
  onReady,
  language,
}: StartLandingOptions): Root {
  let root: Root | undefined;
  let locale = language.locale;
  const island = (
    <StrictMode>
      <LandingIsland
        hydrating={hydrate}
        onReady={onReady}
        language={language}
        loadForm={() =>
          import('./live-join-form.tsx').then(async (form) => {
            // The form's messages in the page's language (a switch makes them so too).
            await form.activateMessages(locale);
            return form;
          })
        }
        onLocaleChange={(next) => {
          locale = next;
        }}
        prefetch={() => void loadApp()}
        navigate={(href) => {
          window.history.pushState(null, '', href);
          window.scrollTo({ top: 0 });
          void loadApp().then(({ renderApp }) => root && renderApp(root));
        }}
      />
    </StrictMode>
  );
  if (hydrate) root = hydrateRoot(container, island);
  else {
    root = createRoot(container);
    root.render(island);
  }
  return root;
}
