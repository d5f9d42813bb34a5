/**
 * The membership card (issue 20): what a member carries (`GET /Member/card`), what a partner sees when checking
 * it (`GET /Public/verify/{token}`), the reminders before a membership ends (`POST /RootAdmin/reminders/run`, and
 * who they went to: `GET /RootAdmin/reminders`), and
 * the rules both the server and the browser read (a card's status now, the verify link, the reminder steps).
 */
import { z } from 'zod/mini';
import { CARD_VERIFY_PATH } from './card-link.ts';
import { pageNumberSchema, pageSizeSchema, timestampSchema } from './fields.ts';

export * from './card-link.ts';

/**
 * A card's status: `active` (a membership running now), `expired` (it ended by its date), `inactive` (an admin
 * deactivated it, the account is deactivated, or the member never had one).
 */
export const CARD_STATUSES = ['active', 'expired', 'inactive'] as const;
export const cardStatusSchema = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof cardStatusSchema>;

/** A card token's longest accepted form (a signed JWT is ~300 characters; anything far longer is garbage). */
export const CARD_TOKEN_MAX_LENGTH = 1024;

/**
 * A card id's random bytes (issue 30): what a card's link carries since, in place of a signed token. 128 bits,
 * as many as a version 4 UUID's 122 and more: never guessed, not even offline and with every member's id known
 * (2^-128 a try per card), while its 22 characters keep the QR code of a realistic link at version 5 or lower.
 */
export const CARD_ID_BYTES = 16;

/** A card id's length: its bytes in base64url without padding (22 characters). */
export const CARD_ID_LENGTH = Math.ceil((CARD_ID_BYTES * 8) / 6);

/** A card id as the server gives it: `CARD_ID_LENGTH` characters of base64url. */
export const cardIdSchema = z
  .string()
  .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${CARD_ID_LENGTH}}$`)));

/**
 * The longest card link whose QR code is of version 5 (37 × 37 modules) at the error correction level the card
 * uses (M): 84 bytes. With `/verify/` and an id that leaves `PUBLIC_URL` 54 characters.
 */
export const CARD_VERIFY_URL_MAX_LENGTH = 84;

/**
 * The longest club address (`PUBLIC_URL`) whose card links stay within `CARD_VERIFY_URL_MAX_LENGTH`, so that
 * every card's QR code is of version 5 or lower (54 characters).
 */
export const PUBLIC_URL_MAX_FOR_CARD_QR =
  CARD_VERIFY_URL_MAX_LENGTH - CARD_VERIFY_PATH.length - 1 - CARD_ID_LENGTH;

/** Whether the cards' links on the club's site `publicUrl` keep their QR codes of version 5 or lower. */
export function publicUrlFitsCardQr(publicUrl: string): boolean {
  return publicUrl.replace(/\/$/, '').length <= PUBLIC_URL_MAX_FOR_CARD_QR;
}

/** What a card's status is decided from. */
export interface CardStatusFacts {
  /** The membership's end, null when the member never had one. */
  expiresAt: string | Date | null;
  /** Whether an admin deactivated the membership. */
  membershipDeactivated: boolean;
  /** Whether the member's account is active. */
  accountActive: boolean;
  /** Whether the link checked is one the member no longer holds (their card was replaced or revoked). */
  cardRevoked?: boolean;
}

/** The status of a card at `now` (read live by the server on every check). */
export function cardStatus(facts: CardStatusFacts, now: Date): CardStatus {
  if (
    facts.cardRevoked === true ||
    !facts.accountActive ||
    facts.membershipDeactivated ||
    facts.expiresAt === null
  ) {
    return 'inactive';
  }
  return new Date(facts.expiresAt).getTime() > now.getTime() ? 'active' : 'expired';
}

/**
 * The status of a card fetched earlier, shown at `now` (the offline card): an active card whose expiry has
 * passed since is expired; anything else stays as the server said.
 */
export function cardStatusAt(
  card: Pick<MemberCard, 'status' | 'expiryDate'>,
  now: Date,
): CardStatus {
  if (card.status === 'active' && card.expiryDate !== null) {
    return new Date(card.expiryDate).getTime() > now.getTime() ? 'active' : 'expired';
  }
  return card.status;
}

/** `GET /Member/card`: the signed-in member's card. */
export const memberCardSchema = z.object({
  /** The member's number at the club (given in order of joining, never reused). */
  memberNumber: z.number().check(z.int(), z.positive()),
  /** First and last name; the username when the member has neither. */
  fullName: z.string(),
  status: cardStatusSchema,
  /** The membership's end (also when expired or deactivated, to say when it ended); null when never had one. */
  expiryDate: z.nullable(timestampSchema),
  /** The link of the card's QR code: `<PUBLIC_URL>/verify/<id>`, the card's opaque id (`cardIdSchema`). */
  verifyUrl: z.url(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/**
 * `{token}` of `GET /Public/verify/{token}`: a card id (`cardIdSchema`), or a token in the signed form links had
 * before issue 30.
 */
export const cardTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(CARD_TOKEN_MAX_LENGTH)),
});
export type CardTokenParams = z.infer<typeof cardTokenParamsSchema>;

/** `GET /Public/verify/{token}`: a card as a partner checks it, read live (404 `{message}` for a bad token). */
export const cardCheckSchema = z.object({
  fullName: z.string(),
  status: cardStatusSchema,
  /**
   * Until when an active membership runs, or when an expired one ended; null when the card is not active (a
   * deactivated membership's end says nothing of the card, and a replaced card's holder's dates are not its own).
   */
  expiryDate: z.nullable(timestampSchema),
  /** When the server checked it. */
  checkedAt: timestampSchema,
});
export type CardCheck = z.infer<typeof cardCheckSchema>;

/** `POST /RootAdmin/reminders/run`: how many reminder mails this run queued (0 when another run took them). */
export const runRemindersResponseSchema = z.object({ queued: z.number().check(z.int(), z.gte(0)) });
export type RunRemindersResponse = z.infer<typeof runRemindersResponseSchema>;

/** The members of the last run that `GET /RootAdmin/reminders` names (the rest are in its list). */
export const LAST_RUN_SHOWN = 20;

/**
 * One reminder sent (issue 30), as the reminders' history holds it: to whom, which step (the days before the
 * end it was due, 0 on the day it ends), of which end, and when.
 */
export const reminderSentSchema = z.object({
  memberId: z.uuid(),
  username: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  daysBefore: z.number().check(z.int(), z.gte(0)),
  expiresAt: timestampSchema,
  sentAt: timestampSchema,
});
export type ReminderSent = z.infer<typeof reminderSentSchema>;

/** `GET /RootAdmin/reminders`: pages of the reminders sent, newest first. */
export const remindersQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
});
export type RemindersQuery = z.input<typeof remindersQuerySchema>;

/**
 * `GET /RootAdmin/reminders` (issue 30): who the reminders went to. `lastRun`: the latest run that sent any
 * (its moment, how many, the first `LAST_RUN_SHOWN` by username), null before the first; `reminders`: one page of
 * every reminder sent, newest first, of `totalCount`.
 */
export const remindersResponseSchema = z.object({
  lastRun: z.nullable(
    z.object({
      sentAt: timestampSchema,
      count: z.number().check(z.int(), z.gte(1)),
      reminders: z.array(reminderSentSchema).check(z.maxLength(LAST_RUN_SHOWN)),
    }),
  ),
  reminders: z.array(reminderSentSchema),
  totalCount: z.number().check(z.int(), z.gte(0)),
});
export type RemindersResponse = z.infer<typeof remindersResponseSchema>;
