import { SIGN_IN_REDIRECT } from '@mijas/api';
import { Navigate, useSearchParams } from 'react-router';
import { LoginPage } from '../../../features/auth/login-page.tsx';

/** SPEC §2 /login in the app: the page (login-page.tsx) with the address's `redirect`, the router's way on. */
export function Component() {
  const [search] = useSearchParams();
  return (
    <LoginPage
      redirect={search.get(SIGN_IN_REDIRECT)}
      signedInElsewhere={(to) => <Navigate to={to} replace />}
    />
  );
}
