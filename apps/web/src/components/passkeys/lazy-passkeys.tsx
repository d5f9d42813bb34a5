import { preloadable } from '../../lib/preloadable.tsx';
import { LazySection } from '../lazy-section.tsx';

// Passkeys (issue 35) load when My Profile first shows them, their texts with them: the member's card page
// downloads none of it.
const Passkeys = preloadable(() => import('./passkeys.tsx').then((m) => m.Passkeys), ['passkeys']);

/** The Passkeys section, its code and texts fetched when first shown. */
export function LazyPasskeys() {
  return <LazySection part={Passkeys} />;
}
