import { RESET_CODE_LENGTH } from '@mijas/api';
import { resetCodeMachine } from '@mijas/machines';
import { Button, Link, TextField } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthForm, AuthLayout, AuthMessage } from '../../../features/auth/auth-layout.tsx';
import { useMessages, useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { useApi } from '../../../lib/session.tsx';

/**
 * /reset-code: the 6-digit code of the reset mail, checked by the server (the original compared it to a
 * placeholder). A right code goes on to /reset-password with the reset token the server gives back.
 */
export function Component() {
  const text = useText().auth;
  const messages = useMessages();
  const [search] = useSearchParams();
  const actorRef = useFlow(resetCodeMachine, { api: useApi(), email: search.get('email') });
  const email = useSelector(actorRef, (s) => s.context.email);
  const code = useSelector(actorRef, (s) => s.context.code);
  const error = useSelector(actorRef, (s) => s.context.error);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy') || s.matches('verified'));
  const emailInvalid =
    error === messages.forgotPassword.emailRequired ||
    error === messages.forgotPassword.emailInvalid;
  const codeInvalid =
    error === messages.resetCode.codeRequired || error === messages.resetCode.invalid;
  return (
    <AuthLayout
      title={text.resetCode.title}
      description={text.resetCode.description}
      links={
        <>
          <Link href={paths.login.build()} variant="subtle">
            {text.backToLogin}
          </Link>
          <Link href={paths.forgot.build()} variant="subtle">
            {text.resetCode.newCode}
          </Link>
        </>
      }
    >
      <AuthForm busy={busy} onSubmit={() => actorRef.send({ type: 'form.submit' })}>
        <AuthMessage error={error} />
        <TextField
          label={text.resetCode.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          aria-invalid={emailInvalid || undefined}
          value={email}
          readOnly={busy}
          onChange={(event) =>
            actorRef.send({ type: 'field.change', field: 'email', value: event.target.value })
          }
        />
        <TextField
          label={text.resetCode.code}
          hint={text.resetCode.codeHint}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          required
          aria-invalid={codeInvalid || undefined}
          value={code}
          readOnly={busy}
          onChange={(event) =>
            actorRef.send({
              type: 'field.change',
              field: 'code',
              // Only digits: a pasted "123 456" or "Code: 123456" still fills the six boxes' worth.
              value: event.target.value.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH),
            })
          }
        />
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy || undefined}>
          {busy ? text.resetCode.submitting : text.resetCode.submit}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
