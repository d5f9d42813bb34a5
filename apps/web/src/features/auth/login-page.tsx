import { loginMachine, selectPanelRedirect, selectSessionEnded } from '@mijas/machines';
import { Button, Checkbox, Inline, Link, PasswordField, TextField } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { paths } from '../../config/paths.ts';
import { AuthForm, AuthLayout, AuthMessage } from './auth-layout.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { useMessages, useText } from '../../i18n/index.ts';
import { useFlow } from '../../lib/use-flow.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { webPasskeys } from '../../lib/passkeys.ts';
import { useApi, useSession, useSessionRef } from '../../lib/session.tsx';

/** A staff member's second step under the club's passkeys rule (issue 35): its code and texts load when reached. */
const StaffPasskeyStep = preloadable(
  () => import('./staff-passkey-step.tsx').then((m) => m.StaffPasskeyStep),
  ['staffPasskeys'],
);

/** Whether the browser has a network (read at each submit: offline, the form says so and sends nothing). */
const browserOnline = () => globalThis.navigator.onLine;

export interface LoginPageProps {
  /** Where to go once signed in (`redirect` of the address), else the role's panel. */
  redirect: string | null;
  /** What the page becomes when somebody is signed in already (when it opened, or in another tab meanwhile). */
  signedInElsewhere: (to: string) => ReactNode;
}

/**
 * SPEC §2 /login, without the router: the app's route renders it (routes/auth/login.tsx), and so does the
 * sign-in page's island before the app has loaded (start-login.tsx). The `redirect` parameter wins after login;
 * a signed-in visitor never logs in twice. Reached because the session ended (a failed refresh, a deactivated
 * account), it says so from its first render.
 */
export function LoginPage({ redirect, signedInElsewhere }: LoginPageProps) {
  const signedInTo = useSession((snapshot) => selectPanelRedirect(snapshot, { redirect }));
  const sessionEnded = useSession(selectSessionEnded);
  const actorRef = useFlow(loginMachine, {
    api: useApi(),
    session: useSessionRef(),
    redirect,
    sessionEnded,
    online: browserOnline,
    passkeys: webPasskeys,
  });
  const signedInHere = useSelector(actorRef, (s) => s.matches('signedIn'));
  const secondStep = useSelector(actorRef, (s) => s.matches('secondStep'));
  // Already signed in when the page opened (or in another tab meanwhile): straight on, no second login.
  if (signedInTo !== null && !signedInHere) return signedInElsewhere(signedInTo);
  // The form stays on screen while the step's code and texts load.
  if (secondStep)
    return (
      <Suspense fallback={<LoginForm actorRef={actorRef} />}>
        <StaffPasskeyStep actorRef={actorRef} />
      </Suspense>
    );
  return <LoginForm actorRef={actorRef} />;
}

function LoginForm({ actorRef }: { actorRef: ActorRefFrom<typeof loginMachine> }) {
  const text = useText().auth;
  const messages = useMessages();
  const identifier = useSelector(actorRef, (s) => s.context.identifier);
  const password = useSelector(actorRef, (s) => s.context.password);
  const remember = useSelector(actorRef, (s) => s.context.remember);
  const showPassword = useSelector(actorRef, (s) => s.context.showPassword);
  const error = useSelector(actorRef, (s) => s.context.error);
  const notice = useSelector(actorRef, (s) => s.context.notice);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const invalid = error === messages.login.required;
  return (
    <AuthLayout
      title={text.login.title}
      description={text.login.description}
      links={
        <Link href={paths.home.build()} variant="subtle">
          {text.backToHome}
        </Link>
      }
    >
      <AuthForm busy={busy} onSubmit={() => actorRef.send({ type: 'credentials.submit' })}>
        <AuthMessage error={error} notice={notice} tone="info" />
        <TextField
          label={text.login.identifier}
          name="username"
          // The browser's passkeys offered in the field's autofill (issue 35), asked for at its first focus.
          autoComplete="username webauthn"
          onFocus={() => actorRef.send({ type: 'identifier.focus' })}
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={invalid && identifier.trim() === '' ? true : undefined}
          value={identifier}
          readOnly={busy}
          onChange={(event) =>
            actorRef.send({ type: 'field.change', field: 'identifier', value: event.target.value })
          }
        />
        <PasswordField
          label={text.login.password}
          name="password"
          required
          showLabel={text.login.showPassword}
          hideLabel={text.login.hidePassword}
          aria-invalid={invalid && password === '' ? true : undefined}
          value={password}
          readOnly={busy}
          onChange={(event) =>
            actorRef.send({ type: 'field.change', field: 'password', value: event.target.value })
          }
          visible={showPassword}
          onVisibleChange={() => actorRef.send({ type: 'password.toggleVisibility' })}
        />
        <Inline justify="space-between" gap="md">
          <Checkbox
            label={text.login.remember}
            name="remember"
            checked={remember}
            onCheckedChange={(value) => actorRef.send({ type: 'remember.change', value })}
          />
          <Link href={paths.forgot.build()}>{text.login.forgot}</Link>
        </Inline>
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy || undefined}>
          {busy ? messages.login.submitting : text.login.submit}
        </Button>
        <PasskeySignIn actorRef={actorRef} />
      </AuthForm>
    </AuthLayout>
  );
}
