/**
 * The card's rules that need no schema (the app's routes, the catalogues and the server read them without loading
 * zod); `card.ts` exports them with the card's schemas.
 */

/** The path of the public page a card's QR code opens: `/verify/<token>`. */
export const CARD_VERIFY_PATH = '/verify';

/** The list filter "expires within N days" of View Members, and the reminders' first step by default. */
export const EXPIRING_SOON_DAYS = 30;

/**
 * The days before a membership ends on which its member is reminded (the server's `REMINDER_DAYS`, default
 * `30,7`); a reminder is also sent on the day it ends (step 0).
 */
export const DEFAULT_REMINDER_DAYS = [30, 7] as const;

/** The link a card's QR code holds: the public verify page of `token` on the club's site `publicUrl`. */
export function cardVerifyUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${CARD_VERIFY_PATH}/${encodeURIComponent(token)}`;
}
