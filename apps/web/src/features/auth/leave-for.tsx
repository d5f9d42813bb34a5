import { useEffect } from 'react';
import { useAppNavigate } from '../../lib/navigation.tsx';

/** Goes on to `to` in place of this address, once rendered (the sign-in island's `<Navigate replace>`). */
export function LeaveFor({ to }: { to: string }) {
  const leave = useAppNavigate();
  // eslint-disable-next-line mijas/no-react-state -- code loading: the app takes the sign-in page over once somebody is signed in
  useEffect(() => leave(to, { replace: true, keepScroll: false }), [leave, to]);
  return null;
}
