import { prerender } from 'react-dom/static';
import { StrictMode } from 'react';
import { LandingIsland } from './features/landing/landing-island.tsx';

/**
 * The landing page's HTML, rendered at build time (scripts/prerender.mjs puts it into index.html): what a
 * visitor sees before any script runs. The form is rendered too (its code loads at once here).
 */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <LandingIsland
        hydrating={false}
        loadForm={() => import('./features/landing/live-join-form.tsx')}
        prefetch={() => {}}
        navigate={() => {}}
      />
    </StrictMode>,
    {
      // A part that fails to render would be left out silently: the build fails instead.
      onError: (error) => {
        throw error;
      },
    },
  );
  return new Response(prelude).text();
}

/** The pages' route modules: the build gives each address a shell that fetches its page's code at once. */
export { routeModules } from './app/route-modules.ts';
