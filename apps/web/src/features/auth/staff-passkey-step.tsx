import type { loginMachine } from '@mijas/machines';
import { Button, Stack } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useText } from '../../i18n/index.ts';
import { AuthLayout, AuthMessage } from './auth-layout.tsx';

type LoginActor = ActorRefFrom<typeof loginMachine>;

/** The step's action takes the focus when the step replaces the form (the form's submit had it). */
const focusWhenShown = (button: HTMLButtonElement | null) => button?.focus();

/**
 * The login page's second step (issue 35): a staff member's password was right and the club requires passkeys,
 * so "Confirm with your passkey" (one of the account's own) or, for an account without one, "Add a passkey to
 * continue"; a prompt that ends without one says why and stays, and "Back to sign in" returns to the form. Its code
 * and texts load only when a sign-in reaches it (`login.tsx`).
 */
export function StaffPasskeyStep({ actorRef }: { actorRef: LoginActor }) {
  const text = useText().staffPasskeys;
  const adding = useSelector(actorRef, (s) => s.context.secondStep?.secondStep === 'addPasskey');
  const error = useSelector(actorRef, (s) => s.context.error);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const step = adding ? text.add : text.confirm;
  return (
    <AuthLayout title={step.title} description={step.description}>
      <Stack gap="lg">
        <AuthMessage error={error} />
        <Button
          ref={focusWhenShown}
          fullWidth
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() =>
            actorRef.send(
              adding
                ? { type: 'secondStep.add', name: text.add.defaultName }
                : { type: 'secondStep.confirm' },
            )
          }
        >
          {busy ? text.waiting : step.action}
        </Button>
        <Button
          variant="outline"
          fullWidth
          disabled={busy}
          onClick={() => actorRef.send({ type: 'secondStep.cancel' })}
        >
          {text.back}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
