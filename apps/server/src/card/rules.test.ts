import { describe, expect, it } from 'vitest';
import { cardName, toCardCheck, toMemberCard, type CardHolder } from './rules.ts';

const NOW = new Date('2026-05-10T08:00:00Z');
const LATER = new Date('2026-06-09T08:00:00Z');
const EARLIER = new Date('2026-05-01T08:00:00Z');

const holder: CardHolder = {
  memberNumber: 42,
  username: 'omar.saleh',
  firstName: 'Omar',
  lastName: 'Saleh',
  isActive: true,
  expiresAt: LATER,
  deactivatedAt: null,
};

describe('the card of a holder', () => {
  it('gives the number, name, status now, expiry and the link of its id', () => {
    expect(toMemberCard(holder, NOW, 'https://club.example/', 'AbCdEfGhIjKlMnOpQrStU_')).toEqual({
      memberNumber: 42,
      fullName: 'Omar Saleh',
      status: 'active',
      expiryDate: LATER.toISOString(),
      verifyUrl: 'https://club.example/verify/AbCdEfGhIjKlMnOpQrStU_',
    });
  });

  it('is expired past its end, inactive when deactivated, for an inactive account, with no membership or a revoked card', () => {
    const status = (changes: Partial<CardHolder>) =>
      toCardCheck({ ...holder, ...changes }, NOW).status;
    expect(status({})).toBe('active');
    expect(status({ expiresAt: EARLIER })).toBe('expired');
    expect(status({ expiresAt: NOW })).toBe('expired');
    expect(status({ deactivatedAt: EARLIER })).toBe('inactive');
    expect(status({ isActive: false })).toBe('inactive');
    expect(status({ expiresAt: null })).toBe('inactive');
    expect(status({ cardRevoked: true })).toBe('inactive');
    expect(status({ cardRevoked: false })).toBe('active');
  });

  it('says when it was checked, until when it is active and when it expired, and no date when not active', () => {
    expect(toCardCheck(holder, NOW)).toEqual({
      fullName: 'Omar Saleh',
      status: 'active',
      expiryDate: LATER.toISOString(),
      checkedAt: NOW.toISOString(),
    });
    expect(toCardCheck({ ...holder, expiresAt: EARLIER }, NOW)).toMatchObject({
      status: 'expired',
      expiryDate: EARLIER.toISOString(),
    });
    for (const changes of [
      { deactivatedAt: EARLIER },
      { isActive: false },
      { expiresAt: null },
      { cardRevoked: true },
      { cardRevoked: true, expiresAt: EARLIER },
    ]) {
      expect(toCardCheck({ ...holder, ...changes }, NOW), JSON.stringify(changes)).toMatchObject({
        status: 'inactive',
        expiryDate: null,
      });
    }
  });

  it('names the holder by first and last name, or by username when they have neither', () => {
    expect(cardName(holder)).toBe('Omar Saleh');
    expect(cardName({ ...holder, lastName: null })).toBe('Omar');
    expect(cardName({ ...holder, firstName: ' ', lastName: null })).toBe('omar.saleh');
  });
});
