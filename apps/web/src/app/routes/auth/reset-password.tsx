import { canSubmitReset, resetPasswordMachine, tokenFromSearch } from '@mijas/machines';
import { Button, Link, PasswordChecklist, PasswordField, Stack, Text } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthForm, AuthLayout, AuthMessage } from '../../../features/auth/auth-layout.tsx';
import { useMessages, useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { useApi } from '../../../lib/session.tsx';

/** SPEC §2 /reset-password?token= (or ?key=): a new password against the live checklist, then to /login. */
export function Component() {
  const text = useText().auth;
  const messages = useMessages();
  const [search] = useSearchParams();
  // The token of the address the page opened with: the machine's input, kept for the life of the page.
  const actorRef = useFlow(resetPasswordMachine, { api: useApi(), token: tokenFromSearch(search) });
  const newPassword = useSelector(actorRef, (s) => s.context.newPassword);
  const confirmPassword = useSelector(actorRef, (s) => s.context.confirmPassword);
  const checklist = useSelector(actorRef, (s) => s.context.checklist);
  const error = useSelector(actorRef, (s) => s.context.error);
  const notice = useSelector(actorRef, (s) => s.context.notice);
  const canSubmit = useSelector(actorRef, (s) => canSubmitReset(s.context));
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const done = useSelector(actorRef, (s) => s.matches('succeeded') || s.matches('redirected'));
  const weak = error === messages.resetPassword.fixRequirements;
  const mismatch = error === messages.resetPassword.mismatch;

  if (done)
    return (
      <AuthLayout title={text.resetPassword.title}>
        <Stack gap="md">
          <AuthMessage notice={notice} />
          <Text tone="muted">{text.resetPassword.redirecting}</Text>
          <Link href={paths.login.build()}>{text.resetPassword.loginNow}</Link>
        </Stack>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title={text.resetPassword.title}
      description={text.resetPassword.description}
      links={
        <>
          <Link href={paths.login.build()} variant="subtle">
            {text.backToLogin}
          </Link>
          {canSubmit ? null : (
            <Link href={paths.forgot.build()} variant="subtle">
              {text.resetPassword.requestLink}
            </Link>
          )}
        </>
      }
    >
      <AuthForm busy={busy} onSubmit={() => actorRef.send({ type: 'form.submit' })}>
        <AuthMessage error={error} />
        <PasswordField
          label={text.resetPassword.newPassword}
          name="new-password"
          autoComplete="new-password"
          showLabel={text.resetPassword.showPassword}
          hideLabel={text.resetPassword.hidePassword}
          required
          aria-invalid={weak || undefined}
          value={newPassword}
          readOnly={busy}
          onChange={(event) =>
            actorRef.send({ type: 'field.change', field: 'newPassword', value: event.target.value })
          }
        />
        <PasswordChecklist
          rules={checklist}
          label={text.resetPassword.checklist}
          metText={text.resetPassword.met}
          unmetText={text.resetPassword.unmet}
        />
        <PasswordField
          label={text.resetPassword.confirmPassword}
          name="confirm-password"
          autoComplete="new-password"
          showLabel={text.resetPassword.showPassword}
          hideLabel={text.resetPassword.hidePassword}
          required
          aria-invalid={mismatch || undefined}
          value={confirmPassword}
          readOnly={busy}
          onChange={(event) =>
            actorRef.send({
              type: 'field.change',
              field: 'confirmPassword',
              value: event.target.value,
            })
          }
        />
        <Button type="submit" fullWidth disabled={!canSubmit || busy} aria-busy={busy || undefined}>
          {busy ? text.resetPassword.submitting : text.resetPassword.submit}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
