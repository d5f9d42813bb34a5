import { forgotPasswordMachine } from '@mijas/machines';
import { Button, Link, Stack, TextField } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { paths } from '../../../config/paths.ts';
import { AuthForm, AuthLayout, AuthMessage } from '../../../features/auth/auth-layout.tsx';
import { useMessages, useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { useApi } from '../../../lib/session.tsx';

/** SPEC §2 /forgot: the email gets a reset link and a 6-digit code for /reset-code. */
export function Component() {
  const text = useText().auth;
  const messages = useMessages();
  const actorRef = useFlow(forgotPasswordMachine, { api: useApi() });
  const email = useSelector(actorRef, (s) => s.context.email);
  const error = useSelector(actorRef, (s) => s.context.error);
  const notice = useSelector(actorRef, (s) => s.context.notice);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const sent = useSelector(actorRef, (s) => s.matches('sent'));
  const fieldError =
    error === messages.forgotPassword.emailRequired ||
    error === messages.forgotPassword.emailInvalid;
  return (
    <AuthLayout
      title={text.forgot.title}
      description={text.forgot.description}
      links={
        <>
          <Link href={paths.login.build()} variant="subtle">
            {text.backToLogin}
          </Link>
          {sent ? null : (
            <Link href={paths.resetCode.build()} variant="subtle">
              {text.forgot.haveCode}
            </Link>
          )}
        </>
      }
    >
      <AuthForm busy={busy} onSubmit={() => actorRef.send({ type: 'form.submit' })}>
        {sent && notice ? (
          <Stack gap="sm">
            <AuthMessage notice={notice} />
            <Link href={paths.resetCode.build(email.trim())}>{text.forgot.enterCode}</Link>
          </Stack>
        ) : (
          <AuthMessage error={error} />
        )}
        <TextField
          label={text.forgot.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          aria-invalid={fieldError || undefined}
          value={email}
          readOnly={busy}
          onChange={(event) =>
            actorRef.send({ type: 'field.change', field: 'email', value: event.target.value })
          }
        />
        <Button
          type="submit"
          fullWidth
          variant={sent ? 'outline' : undefined}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? text.forgot.submitting : text.forgot.submit}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
