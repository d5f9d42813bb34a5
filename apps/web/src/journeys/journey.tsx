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
export const { journey } = createJourneys({ routes, App: EnglishApp, inspectOption });

/** The app in English, its texts at hand (the app itself fetches them first). */
function EnglishApp(props: Omit<AppProps, 'language'>) {
  return <App {...props} language={{ locale: 'en', catalogue: englishCatalogue }} />;
}
