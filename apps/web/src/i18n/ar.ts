import type { CatalogueChunk } from './en.ts';
import { accountForm } from './ar/account-form.ts';
import { auth } from './ar/auth.ts';
import { common } from './ar/common.ts';
import { landing } from './ar/landing.ts';
import { member } from './ar/member.ts';
import { pwa } from './ar/pwa.ts';
import { verifyCard } from './ar/verify-card.ts';
import { devices } from './ar/devices.ts';
import { passkeySignIn } from './ar/passkey-sign-in.ts';
import { paymentsFrame } from './ar/payments-frame.ts';

/**
 * The Arabic catalogue: every label and text a page shows, in the shape of the English one (`en.ts`); a chunk
 * of its own, fetched only when a visitor reads Arabic (`catalogues.ts`).
 */
export const ar: CatalogueChunk = {
  common,
  accountForm,
  landing,
  auth,
  member,
  pwa,
  verifyCard,
  devices,
  passkeySignIn,
  paymentsFrame,
};
