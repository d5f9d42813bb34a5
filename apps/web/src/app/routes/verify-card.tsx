import { useParams } from 'react-router';
import { VerifyCardPage } from '../../features/verify/verify-card-page.tsx';

/**
 * `/verify/:token` (issue 20): the public check of a membership card, the address its QR code holds. For anyone,
 * signed in or not; a page of its own, never prerendered (the token is the address's).
 */
export function Component() {
  const { token = '' } = useParams();
  // A new token is a new check.
  return <VerifyCardPage key={token} token={token} />;
}
