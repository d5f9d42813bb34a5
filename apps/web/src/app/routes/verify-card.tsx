import { useParams } from 'react-router';
import { LandingNavbar } from '../../features/landing/landing-navbar.tsx';
import { useLandingAccount } from '../../features/landing/use-landing-account.ts';
import { VerifyCardPage } from '../../features/verify/verify-card-page.tsx';
import { AppLandingLanguage } from '../../i18n/app-landing-language.tsx';

/**
 * `/verify/:token` (issue 20): the public check of a membership card, the address its QR code holds. For anyone,
 * signed in or not, under the landing's navbar (its language switch, Login or the panel); a page of its own,
 * never prerendered (the token is the address's).
 */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <AppLandingLanguage>
        <LandingNavbar account={useLandingAccount()} elsewhere />
      </AppLandingLanguage>
      {/* A new token is a new check. */}
      <VerifyCardPage key={token} token={token} />
    </>
  );
}
