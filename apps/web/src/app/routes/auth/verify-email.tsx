import { tokenFromSearch, verifyEmailTokenMachine } from '@mijas/machines';
import { Link, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthLayout, AuthMessage, AuthProgress } from '../../../features/auth/auth-layout.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { useApi } from '../../../lib/session.tsx';

/**
 * SPEC §2, §4 /verifyemail?token= (or ?key=): 'Verifying token...', then the server's message and on to
 * /reset-password?token= after 800 ms, or the failure message.
 */
export function Component() {
  const text = useText().auth;
  const [search] = useSearchParams();
  // The token of the address the page opened with: the machine's input, kept for the life of the page.
  const actorRef = useFlow(verifyEmailTokenMachine, {
    api: useApi(),
    token: tokenFromSearch(search),
  });
  const notice = useSelector(actorRef, (s) => s.context.notice);
  const error = useSelector(actorRef, (s) => s.context.error);
  const redirectTo = useSelector(actorRef, (s) => s.context.redirectTo);
  const loading = useSelector(actorRef, (s) => s.hasTag('busy'));
  const failed = useSelector(actorRef, (s) => s.hasTag('error'));

  return (
    <AuthLayout
      title={text.verifyEmail.title}
      links={
        failed ? (
          <Link href={paths.login.build()} variant="subtle">
            {text.backToLogin}
          </Link>
        ) : null
      }
    >
      <Stack gap="md">
        {loading && notice ? (
          <AuthProgress label={notice} />
        ) : (
          <AuthMessage error={error} notice={notice} />
        )}
        {redirectTo ? <Link href={redirectTo}>{text.verifyEmail.continue}</Link> : null}
      </Stack>
    </AuthLayout>
  );
}
