import type { loginMachine } from '@mijas/machines';
import { Button } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useText } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The login page's "Sign in with a passkey" (issue 35): the login machine's `passkey.start`; what a prompt that
 * ends without a passkey means is the form's message. The build's page has it (most browsers have passkeys); a
 * browser without them loses it once the page is hydrated.
 */
export function PasskeySignIn({ actorRef }: { actorRef: ActorRefFrom<typeof loginMachine> }) {
  const text = useText().passkeySignIn;
  const hydrated = useHydrated();
  const supported = useSelector(actorRef, (s) => s.context.passkeys?.supported() ?? false);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const prompting = useSelector(actorRef, (s) => s.matches('passkey'));
  if (hydrated && !supported) return null;
  return (
    <Button
      variant="outline"
      fullWidth
      disabled={busy}
      aria-busy={prompting || undefined}
      onClick={() => actorRef.send({ type: 'passkey.start' })}
    >
      {prompting ? text.working : text.button}
    </Button>
  );
}
