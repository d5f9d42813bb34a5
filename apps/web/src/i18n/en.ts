import type { Translation } from '@mijas/api';
import { accountForm } from './en/account-form.ts';
import { auth } from './en/auth.ts';
import { landingText } from './landing-en.ts';
import { member } from './en/member.ts';
import { pwa } from './en/pwa.ts';
import { verifyCard } from './en/verify-card.ts';
import { devices } from './en/devices.ts';
import { passkeySignIn } from './en/passkey-sign-in.ts';
import { paymentsFrame } from './en/payments-frame.ts';
import type { PageTexts } from './page-texts.ts';

/**
 * The English catalogue: every label and text a page shows, beside the spec's messages (which live in the
 * contract, `messages` of @mijas/api, because machines and the server use them too). An Arabic catalogue of the
 * same shape can be added without touching a page.
 */
// The landing's texts through their module (one chunk with them: the landing's first load fetches it alone).
const { common, landing } = landingText;

export const en = {
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

/**
 * The pages' texts in any language: the English keys and parameters, every text a string. The page texts
 * (`page-texts.ts`) are in it once a page that shows them has loaded them.
 */
export type Catalogue = Translation<typeof en & PageTexts>;

/** A language's catalogue chunk: the catalogue without the page texts, which load with their pages. */
export type CatalogueChunk = Translation<typeof en>;
