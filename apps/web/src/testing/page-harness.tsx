import {
  createPageHarness,
  type PageHarnessProps as HarnessProps,
  type PageProvidersProps,
} from '@mijas/flows/page-harness';
import { FlowOverrides, type FlowImplementations } from '../lib/flow-overrides.tsx';
import { inspectOption } from '../lib/inspector.ts';
import { RouterNavigation } from '../lib/router-navigation.tsx';
import { AppSessionProvider } from '../lib/session.tsx';

export {
  CURRENT_LOCATION,
  NAVIGATED_TO,
  useHarnessSession,
  type TestRole,
} from '@mijas/flows/page-harness';

type Flows = Record<string, FlowImplementations>;

/** The app around one page: its session, and its machines' implementations (`useFlow`'s overrides). */
function AppProviders({ appSession, flows, inspect, clock, children }: PageProvidersProps<Flows>) {
  return (
    <AppSessionProvider value={appSession}>
      <FlowOverrides value={flows} inspect={inspect} clock={clock}>
        {children}
      </FlowOverrides>
    </AppSessionProvider>
  );
}

/**
 * The flow tools' page harness (`@mijas/flows/page-harness`) around this app's pages: stories and component
 * tests render a page in it, with the fakes of its machines (`flows`) and a test session.
 */
export const { PageHarness, createTestSession, createEndedTestSession } = createPageHarness<Flows>({
  Providers: AppProviders,
  InRouter: RouterNavigation,
  inspectOption,
});

export type PageHarnessProps = HarnessProps<Flows>;
