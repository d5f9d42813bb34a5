import { createJourneys } from '@mijas/flows/journey';
import { App } from '../app/app.tsx';
import { routes } from '../app/router.tsx';
import { inspectOption } from '../lib/inspector.ts';

export { JOURNEY_ADDRESS } from '@mijas/flows/journey';

/**
 * The journeys' stories (`@mijas/flows/journey`) of this app: its real routes and `App`, as `boot.tsx` starts
 * them, against a journey's scripted API.
 */
export const { journey } = createJourneys({ routes, App, inspectOption });
