import { describe, expect, it } from 'vitest';
import {
  cardCheckSchema,
  cardStatus,
  cardStatusAt,
  cardTokenParamsSchema,
  cardVerifyUrl,
  cardIdSchema,
  CARD_ID_BYTES,
  CARD_ID_LENGTH,
  CARD_TOKEN_MAX_LENGTH,
  CARD_VERIFY_URL_MAX_LENGTH,
  PUBLIC_URL_MAX_FOR_CARD_QR,
  publicUrlFitsCardQr,
  memberCardSchema,
} from './card.ts';

const now = new Date('2026-11-26T12:00:00Z');
const running = {
  expiresAt: '2026-12-01T00:00:00Z',
  membershipDeactivated: false,
  accountActive: true,
};

describe('cardStatus', () => {
  it('is active while the membership runs, expired once its end has passed', () => {
    expect(cardStatus(running, now)).toBe('active');
    expect(cardStatus({ ...running, expiresAt: '2026-11-26T12:00:00Z' }, now)).toBe('expired');
    expect(cardStatus({ ...running, expiresAt: new Date('2026-11-01') }, now)).toBe('expired');
  });

  it('is inactive when deactivated, the account is off, there never was a membership or the card was replaced', () => {
    expect(cardStatus({ ...running, cardRevoked: true }, now)).toBe('inactive');
    expect(cardStatus({ ...running, cardRevoked: false }, now)).toBe('active');
    expect(cardStatus({ ...running, membershipDeactivated: true }, now)).toBe('inactive');
    expect(cardStatus({ ...running, accountActive: false }, now)).toBe('inactive');
    expect(cardStatus({ ...running, expiresAt: null }, now)).toBe('inactive');
  });
});

describe('cardStatusAt (a card fetched earlier)', () => {
  it('turns an active card expired once its date passes, and keeps the others', () => {
    expect(cardStatusAt({ status: 'active', expiryDate: '2026-11-27T00:00:00Z' }, now)).toBe(
      'active',
    );
    expect(cardStatusAt({ status: 'active', expiryDate: '2026-11-20T00:00:00Z' }, now)).toBe(
      'expired',
    );
    expect(cardStatusAt({ status: 'inactive', expiryDate: '2027-01-01T00:00:00Z' }, now)).toBe(
      'inactive',
    );
    expect(cardStatusAt({ status: 'expired', expiryDate: null }, now)).toBe('expired');
  });
});

describe('card contract', () => {
  it('builds the verify link on the public URL, with or without a trailing slash', () => {
    expect(cardVerifyUrl('https://club.example/', 'a.b-c_d')).toBe(
      'https://club.example/verify/a.b-c_d',
    );
    expect(cardVerifyUrl('https://club.example', 'x y')).toBe('https://club.example/verify/x%20y');
  });

  it('gives a card id 22 characters of base64url (16 random bytes), and a link of version 5 room', () => {
    expect(CARD_ID_LENGTH).toBe(22);
    expect(Buffer.alloc(CARD_ID_BYTES, 0xff).toString('base64url')).toHaveLength(CARD_ID_LENGTH);
    expect(cardIdSchema.safeParse('AbCdEfGhIjKlMnOpQrStU_').success).toBe(true);
    expect(cardIdSchema.safeParse('AbCdEfGhIjKlMnOpQrSt-9').success).toBe(true);
    for (const bad of [
      'AbCdEfGhIjKlMnOpQrStU',
      'AbCdEfGhIjKlMnOpQrStU_x',
      'AbCdEfGhIjKlMnOpQrSt+/',
      'a.b.c',
    ]) {
      expect(cardIdSchema.safeParse(bad).success, bad).toBe(false);
    }
    // A realistic public URL leaves room: 47 + 8 + 22 characters.
    const link = cardVerifyUrl('https://membership.engineers-association.org.jo', 'x'.repeat(22));
    expect(link.length).toBeLessThanOrEqual(CARD_VERIFY_URL_MAX_LENGTH);
  });

  it('refuses an empty or overlong token before any crypto', () => {
    expect(cardTokenParamsSchema.safeParse({ token: '' }).success).toBe(false);
    expect(
      cardTokenParamsSchema.safeParse({ token: 'a'.repeat(CARD_TOKEN_MAX_LENGTH + 1) }).success,
    ).toBe(false);
    expect(cardTokenParamsSchema.safeParse({ token: 'a.b.c' }).success).toBe(true);
  });

  it('parses the card and the check, and refuses an unknown status', () => {
    const card = {
      memberNumber: 12,
      fullName: 'Omar Saleh',
      status: 'active',
      expiryDate: '2027-01-01T00:00:00.000Z',
      verifyUrl: 'https://club.example/verify/t',
    };
    expect(memberCardSchema.parse(card)).toEqual(card);
    expect(memberCardSchema.safeParse({ ...card, status: 'valid' }).success).toBe(false);
    expect(
      cardCheckSchema.safeParse({
        fullName: 'Omar Saleh',
        status: 'expired',
        expiryDate: null,
        checkedAt: '2026-11-26T12:00:00.000Z',
      }).success,
    ).toBe(true);
  });
});

describe("the club's address and the card's QR code", () => {
  it('leaves 54 characters to PUBLIC_URL: its links then stay within the version 5 bound', () => {
    expect(PUBLIC_URL_MAX_FOR_CARD_QR).toBe(54);
    const longest = `https://${'m'.repeat(46)}`;
    expect(publicUrlFitsCardQr(longest)).toBe(true);
    expect(publicUrlFitsCardQr(`${longest}/`)).toBe(true);
    expect(cardVerifyUrl(longest, 'A'.repeat(CARD_ID_LENGTH))).toHaveLength(
      CARD_VERIFY_URL_MAX_LENGTH,
    );
    expect(publicUrlFitsCardQr(`${longest}m`)).toBe(false);
  });
});
