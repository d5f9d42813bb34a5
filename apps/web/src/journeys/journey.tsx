import { activateLocale, registerMessages } from '@mijas/api';
import { createJourneys } from '@mijas/flows/journey';
import { App, type AppProps } from '../app/app.tsx';
import { routes } from '../app/router.tsx';
import { englishCatalogue } from '../i18n/english.ts';
import { inspectOption } from '../lib/inspector.ts';

export { JOURNEY_ADDRESS } from '@mijas/flows/journey';

/**
 * The journeys' stories (`@mijas/flows/journey`) of this app: its real routes and `App`, as `boot.tsx` starts
 * them, against a journey's scripted API.
 */
export const { journey } = createJourneys({ routes, App: JourneyApp, inspectOption });

/**
 * The app in English, its texts at hand (the app itself fetches them first), without a service worker: Storybook
 * serves no `/sw.js`, and a worker registered on its origin would outlive the story. The app registers its worker
 * through the browser's `navigator.serviceWorker` (app-updates.tsx), which a journey's page does not offer.
 */
export function JourneyApp(props: Omit<AppProps, 'language'>) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
  // The contract's messages (the machines' toasts and alerts) in the app's language too, whatever the toolbar's:
  // the pages' texts alone were English, and a story run in Arabic showed 'تم تجديد العضوية' on an English page.
  registerMessages('en', englishCatalogue.messages);
  activateLocale('en');
  return <App {...props} language={{ locale: 'en', catalogue: englishCatalogue }} />;
}
