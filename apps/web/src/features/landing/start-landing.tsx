import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
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
}

/**
 * React's part of a visitor's first `/`: hydrates (or renders) the landing island. A link to another page of
 * the app then starts the app in the same root, at the new address: no second page load.
 */
export function startLanding({ container, hydrate, loadApp, onReady }: StartLandingOptions): Root {
  let root: Root | undefined;
  const island = (
    <StrictMode>
      <LandingIsland
        hydrating={hydrate}
        onReady={onReady}
        loadForm={() => import('./live-join-form.tsx')}
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
