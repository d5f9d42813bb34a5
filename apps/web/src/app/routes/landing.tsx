import { landingFormMachine } from '@mijas/machines';
import { forwardRef, useMemo } from 'react';
import { formApi } from '../../features/landing/form-endpoint.ts';
import { JoinForm, type JoinFormHandle } from '../../features/landing/join-form.tsx';
import { LandingPage } from '../../features/landing/landing-page.tsx';
import { useLandingAccount } from '../../features/landing/use-landing-account.ts';
import { AppLandingLanguage } from '../../i18n/app-landing-language.tsx';
import { useFlow } from '../../lib/use-flow.ts';
import { HomeGate } from '../guards.tsx';
import { useApi, useSession } from '../../lib/session.tsx';

/**
 * SPEC §2 `/` inside the app (a signed-in user, or a visitor who came back from another page). A visitor's
 * first `/` is the prerendered landing instead (`landing-main.tsx`): the same page without the router.
 */
export function Component() {
  return (
    <HomeGate>
      <AppLandingLanguage>
        <RoutedLanding />
      </AppLandingLanguage>
    </HomeGate>
  );
}

function RoutedLanding() {
  const account = useLandingAccount();
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
