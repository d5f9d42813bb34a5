import { Suspense } from 'react';
import { preloadable } from '../../lib/preloadable.tsx';

// Passkeys (issue 35) load when My Profile first shows them, their texts with them: the member's card page
// downloads none of it.
const Passkeys = preloadable(() => import('./passkeys.tsx').then((m) => m.Passkeys), ['passkeys']);

/** The Passkeys section, its code and texts fetched when first shown. */
export function LazyPasskeys() {
  // Nothing while its code comes (a few kB): the section's own skeleton shows as soon as it is here.
  return (
    <Suspense fallback={null}>
      <Passkeys />
    </Suspense>
  );
}
