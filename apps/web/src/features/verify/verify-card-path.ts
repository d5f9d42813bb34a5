import { CARD_VERIFY_PATH, cardVerifyUrl } from '@mijas/api';

/**
 * The address of the public card check (issue 20), the one a card's QR code holds, on this site. Not in
 * `config/paths.ts`: the contract's card module (and its schemas) would join every page's first load, the
 * landing's too, for a page only a partner opens.
 */
export const verifyCardPath = {
  path: `${CARD_VERIFY_PATH}/:token`,
  build: (token: string) => cardVerifyUrl('', token),
} as const;
