import { landingFormMachine, selectPanel } from '@mijas/machines';
import { forwardRef, useMemo } from 'react';
import { formApi } from '../../features/landing/form-endpoint.ts';
import { JoinForm, type JoinFormHandle } from '../../features/landing/join-form.tsx';
import type { LandingAccount } from '../../features/landing/landing-navbar.tsx';
import { LandingPage } from '../../features/landing/landing-page.tsx';
import { useFlow } from '../../lib/use-flow.ts';
import { HomeGate } from '../guards.tsx';
import { useApi, useSession, useSessionRef } from '../session.tsx';

/**
 * SPEC §2 `/` inside the app (a signed-in user, or a visitor who came back from another page). A visitor's
 * first `/` is the prerendered landing instead (`landing-main.tsx`): the same page without the router.
 */
export function Component() {
  return (
    <HomeGate>
      <RoutedLanding />
    </HomeGate>
  );
}

const samePanel = (a: ReturnType<typeof selectPanel>, b: ReturnType<typeof selectPanel>) =>
  a?.path === b?.path && a?.label === b?.label;

function RoutedLanding() {
  const panel = useSession(selectPanel, samePanel);
  const session = useSessionRef();
  const account = useMemo<LandingAccount | null>(
    () => (panel ? { panel, onLogout: () => session.send({ type: 'session.logout' }) } : null),
    [panel, session],
  );
  return <LandingPage account={account} renderForm={(ref) => <SessionJoinForm ref={ref} />} />;
}

/** The form on the session's API client and local storage (the 2-per-24-hours log). */
const SessionJoinForm = forwardRef<JoinFormHandle>(function SessionJoinForm(_props, ref) {
  const api = useApi();
  const storage = useSession((snapshot) => snapshot.context.local);
  const input = useMemo(
    () => ({ api: formApi(api, import.meta.env.VITE_FORM_ENDPOINT), storage }),
    [api, storage],
  );
  const actorRef = useFlow(landingFormMachine, input);
  return <JoinForm ref={ref} actorRef={actorRef} />;
});
