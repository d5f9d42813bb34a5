import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NavigationProvider, type AppNavigate } from './navigation.tsx';

/** The pages' `navigate` (navigation.tsx), by the router they are rendered in. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo<AppNavigate>(
    () =>
      (to, { replace, keepScroll }) =>
        void navigate(to, { replace, preventScrollReset: keepScroll }),
    [navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
