import { emailVerificationMachine } from '@mijas/machines';
import { Link, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthLayout, AuthMessage, AuthProgress } from '../../../features/auth/auth-layout.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { useApi } from '../../../lib/session.tsx';

/**
 * SPEC §2, §4 /email-verification?key=: verifying, then success or error; either way the account's required
 * actions decide where it goes next (a new password: /reset-password after 2 s; else /login after 3 s).
 */
export function Component() {
  const text = useText().auth;
  const [search] = useSearchParams();
  // The key of the address the page opened with: the machine's input, kept for the life of the page.
  const key = search.get('key')?.trim() || null;
  const actorRef = useFlow(emailVerificationMachine, { api: useApi(), key });
  const notice = useSelector(actorRef, (s) => s.context.notice);
  const error = useSelector(actorRef, (s) => s.context.error);
  const redirectTo = useSelector(actorRef, (s) => s.context.redirectTo);
  const verifying = useSelector(actorRef, (s) => s.matches('verifying'));
  const checking = useSelector(
    actorRef,
    (s) => s.matches({ verified: 'checking' }) || s.matches({ failed: 'checking' }),
  );
  const passwordNeeded = useSelector(
    actorRef,
    (s) => s.matches({ verified: 'passwordNeeded' }) || s.matches({ failed: 'passwordNeeded' }),
  );
  const settled = useSelector(
    actorRef,
    (s) => s.matches('invalidLink') || s.matches({ failed: 'settled' }),
  );

  return (
    <AuthLayout
      title={text.emailVerification.title}
      links={
        settled ? (
          <Link href={paths.login.build()} variant="subtle">
            {text.backToLogin}
          </Link>
        ) : null
      }
    >
      <Stack gap="md">
        {verifying && notice ? <AuthProgress label={notice} /> : null}
        {/* After a failure the error stays while the required actions are checked. */}
        {verifying ? null : (
          <AuthMessage error={error} notice={notice} tone={passwordNeeded ? 'info' : 'success'} />
        )}
        {checking ? <AuthProgress label={text.emailVerification.checking} /> : null}
        {redirectTo && !checking ? (
          <Link href={redirectTo}>
            {passwordNeeded
              ? text.emailVerification.setPasswordNow
              : text.emailVerification.loginNow}
          </Link>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
