/**
 * The membership card's answers (issue 20): what `GET /Member/card` gives a member and what `GET
 * /Public/verify/{token}` gives whoever checks it, from one holder row read live. The status is the contract's
 * `cardStatus`, the link `cardVerifyUrl`. Pure: no database.
 */
import {
  cardStatus,
  cardVerifyUrl,
  fullName,
  type CardCheck,
  type CardStatusFacts,
  type MemberCard,
} from '@mijas/api/contract';

/**
 * How often one client's checks of one card are written to the member's history: the first in each minute (a
 * partner's scanner reading the code again, or a flood of checks, is one "Card checked"). Counted in the rate
 * limits' table, whichever process answers.
 */
export const CARD_CHECK_RECORDING = { max: 1, windowSeconds: 60 } as const;

/** A card holder as read: the member's account and membership (null fields when they never had one). */
export interface CardHolder {
  memberNumber: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  expiresAt: Date | null;
  deactivatedAt: Date | null;
  /** Whether the link read is of a card the member no longer holds (replaced or revoked; issue 30). */
  cardRevoked?: boolean;
}

/** The facts `cardStatus` decides from. */
export function cardStatusFacts(holder: CardHolder): CardStatusFacts {
  return {
    expiresAt: holder.expiresAt,
    membershipDeactivated: holder.deactivatedAt !== null,
    accountActive: holder.isActive,
    cardRevoked: holder.cardRevoked === true,
  };
}

/** The name on the card: first and last name, the username when the member has neither. */
export function cardName(holder: Pick<CardHolder, 'username' | 'firstName' | 'lastName'>): string {
  return fullName(holder) || holder.username;
}

/** `GET /Member/card`: the holder's card at `now`, its QR code linking to card `id`'s page on `publicUrl`. */
export function toMemberCard(
  holder: CardHolder,
  now: Date,
  publicUrl: string,
  id: string,
): MemberCard {
  return {
    memberNumber: holder.memberNumber,
    fullName: cardName(holder),
    status: cardStatus(cardStatusFacts(holder), now),
    expiryDate: holder.expiresAt ? holder.expiresAt.toISOString() : null,
    verifyUrl: cardVerifyUrl(publicUrl, id),
  };
}

/**
 * `GET /Public/verify/{token}`: the card as checked at `now`. Its expiry only while it says something of the card:
 * until when it is active, or when it expired; none when it is not active (issue 30).
 */
export function toCardCheck(holder: CardHolder, now: Date): CardCheck {
  const status = cardStatus(cardStatusFacts(holder), now);
  return {
    fullName: cardName(holder),
    status,
    expiryDate: status !== 'inactive' && holder.expiresAt ? holder.expiresAt.toISOString() : null,
    checkedAt: now.toISOString(),
  };
}
