import { cardVerifyUrl } from '@mijas/api/contract';
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
  it('gives the number, name, status now, expiry and the link of its token', () => {
    expect(toMemberCard(holder, NOW, 'https://club.example/', 'a.b.c')).toEqual({
      memberNumber: 42,
      fullName: 'Omar Saleh',
      status: 'active',
      expiryDate: LATER.toISOString(),
      verifyUrl: cardVerifyUrl('https://club.example/', 'a.b.c'),
    });
  });

  it('is expired past its end, inactive when deactivated, for an inactive account or with no membership', () => {
    const status = (changes: Partial<CardHolder>) =>
      toCardCheck({ ...holder, ...changes }, NOW).status;
    expect(status({})).toBe('active');
    expect(status({ expiresAt: EARLIER })).toBe('expired');
    expect(status({ expiresAt: NOW })).toBe('expired');
    expect(status({ deactivatedAt: EARLIER })).toBe('inactive');
    expect(status({ isActive: false })).toBe('inactive');
    expect(status({ expiresAt: null })).toBe('inactive');
  });

  it('says when it was checked, and keeps the expiry of an ended membership', () => {
    expect(toCardCheck({ ...holder, deactivatedAt: EARLIER }, NOW)).toEqual({
      fullName: 'Omar Saleh',
      status: 'inactive',
      expiryDate: LATER.toISOString(),
      checkedAt: NOW.toISOString(),
    });
    expect(toCardCheck({ ...holder, expiresAt: null }, NOW).expiryDate).toBeNull();
  });

  it('names the holder by first and last name, or by username when they have neither', () => {
    expect(cardName(holder)).toBe('Omar Saleh');
    expect(cardName({ ...holder, lastName: null })).toBe('Omar');
    expect(cardName({ ...holder, firstName: ' ', lastName: null })).toBe('omar.saleh');
  });
});
