import { activateLocale, messagesFor } from '@mijas/api';
import { createJourneys } from '@mijas/flows/journey';
import { App, type AppProps } from '../app/app.tsx';
import { createMemoryAppRouter, loadEveryPage } from '../app/router.tsx';
import { useLocale } from '../i18n/index.ts';
import { inspectOption } from '../lib/inspector.ts';

export { JOURNEY_ADDRESS } from '@mijas/flows/journey';

/**
 * The journeys' stories (`@mijas/flows/journey`) of this app: its real routes and `App`, as `boot.tsx` starts
 * them, against a journey's scripted API.
 */
export const { journey } = createJourneys({
  createRouter: createMemoryAppRouter,
  loadPages: loadEveryPage,
  App: JourneyApp,
  inspectOption,
});

/**
 * The app in the story's language (the Language toolbar, `storybook-ar`: docs/storybook-and-flows.md "Stories in
 * Arabic"), its texts at hand (the preview's loader loaded them; the app itself fetches them first), without a
 * service worker: Storybook serves no `/sw.js`, and a worker registered on its origin would outlive the story. The
 * app registers its worker through the browser's `navigator.serviceWorker` (app-updates.tsx), which a journey's
 * page does not offer. Outside a story (a unit test) the language is English (`english.ts`).
 */
export function JourneyApp(props: Omit<AppProps, 'language'>) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
  const { locale, text } = useLocale();
  // The contract's messages (the machines' toasts and alerts, the scripted server's answers) in the pages'
  // language too: a journey once showed English pages with 'تم تجديد العضوية' in their toasts.
  activateLocale(locale);
  return (
    <App {...props} language={{ locale, catalogue: { text, messages: messagesFor(locale) } }} />
  );
}
