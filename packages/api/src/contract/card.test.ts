import { describe, expect, it } from 'vitest';
import {
  cardCheckSchema,
  cardStatus,
  cardStatusAt,
  cardTokenParamsSchema,
  cardVerifyUrl,
  CARD_TOKEN_MAX_LENGTH,
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

  it('is inactive when deactivated, the account is off or there never was a membership', () => {
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
