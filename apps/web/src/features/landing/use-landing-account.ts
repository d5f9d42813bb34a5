import { selectPanel } from '@mijas/machines';
import { useMemo } from 'react';
import { useSession, useSessionRef } from '../../lib/session.tsx';
import type { LandingAccount } from './landing-navbar.tsx';

const samePanel = (a: ReturnType<typeof selectPanel>, b: ReturnType<typeof selectPanel>) =>
  a?.path === b?.path && a?.label === b?.label;

/** The landing navbar's account for this session: the panel link and Logout when signed in, else null. */
export function useLandingAccount(): LandingAccount | null {
  const panel = useSession(selectPanel, samePanel);
  const session = useSessionRef();
  return useMemo<LandingAccount | null>(
    () => (panel ? { panel, onLogout: () => session.send({ type: 'session.logout' }) } : null),
    [panel, session],
  );
}
