import { preloadable } from '../../lib/preloadable.tsx';
import { LazySection } from '../lazy-section.tsx';

// Signed-in devices (issue 35) load when My Profile first shows them: the member's card page downloads none of it.
const SignedInDevices = preloadable(() =>
  import('./signed-in-devices.tsx').then((m) => m.SignedInDevices),
);

/** The Signed-in devices section, its code fetched when first shown. */
export function LazySignedInDevices() {
  return <LazySection part={SignedInDevices} />;
}
