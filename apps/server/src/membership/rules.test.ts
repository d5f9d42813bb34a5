import {
  DAY_MS,
  ERROR_CODES,
  LATEST_EXPIRY,
  MEMBERSHIP_ACTION_TYPES,
  ROLES,
} from '@mijas/api/contract';
import { describe, expect, it } from 'vitest';
import {
  deactivation,
  extendExpiry,
  isMembershipActive,
  mayReadMembershipInfo,
  renewal,
  toMembershipAction,
  toMembershipActionType,
  toMembershipInfo,
  toRenewalDetails,
} from './rules.ts';

const now = new Date('2026-06-01T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * DAY_MS);

describe('isMembershipActive', () => {
  it('is active while not deactivated and expiring after now', () => {
    expect(isMembershipActive({ expiresAt: later(1), deactivatedAt: null }, now)).toBe(true);
  });

  it('is inactive once expired (at the very moment of expiry too), deactivated, or never had', () => {
    expect(isMembershipActive({ expiresAt: later(-1), deactivatedAt: null }, now)).toBe(false);
    expect(isMembershipActive({ expiresAt: now, deactivatedAt: null }, now)).toBe(false);
    expect(isMembershipActive({ expiresAt: later(30), deactivatedAt: later(-1) }, now)).toBe(false);
    expect(isMembershipActive({ expiresAt: null, deactivatedAt: null }, now)).toBe(false);
    expect(isMembershipActive(undefined, now)).toBe(false);
  });
});

describe('renewal', () => {
  it('extends a running membership from its expiry', () => {
    expect(renewal({ expiresAt: later(10), deactivatedAt: null }, now, 30)).toEqual({
      ok: true,
      expiresAt: later(40),
    });
  });

  it('starts an expired, deactivated or missing membership afresh from now', () => {
    for (const membership of [
      { expiresAt: later(-5), deactivatedAt: null },
      { expiresAt: later(100), deactivatedAt: later(-1) },
      undefined,
    ]) {
      expect(renewal(membership, now, 30)).toEqual({ ok: true, expiresAt: later(30) });
    }
  });

  it('refuses (ExpiryTooLate) an expiry past the latest allowed, and allows reaching it exactly', () => {
    const latest = new Date(LATEST_EXPIRY);
    const result = renewal({ expiresAt: latest, deactivatedAt: null }, now, 1);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe(ERROR_CODES.expiryTooLate);
    const dayBefore = new Date(latest.getTime() - DAY_MS);
    expect(renewal({ expiresAt: dayBefore, deactivatedAt: null }, now, 1)).toEqual({
      ok: true,
      expiresAt: latest,
    });
  });
});

describe('extendExpiry', () => {
  it('extends a running expiry, or from now an expired or missing one', () => {
    expect(extendExpiry(later(10), now, 30)).toEqual(later(40));
    expect(extendExpiry(later(-5), now, 30)).toEqual(later(30));
    expect(extendExpiry(null, now, 1)).toEqual(later(1));
  });

  it('throws rather than generate a renewal the server would refuse', () => {
    expect(() => extendExpiry(new Date(LATEST_EXPIRY), now, 1)).toThrow(/latest expiry/);
  });
});

describe('deactivation', () => {
  it('deactivates an active membership only', () => {
    expect(deactivation({ expiresAt: later(1), deactivatedAt: null }, now)).toEqual({ ok: true });
    for (const membership of [
      { expiresAt: later(-1), deactivatedAt: null },
      { expiresAt: later(10), deactivatedAt: later(-1) },
      undefined,
    ]) {
      const result = deactivation(membership, now);
      expect(!result.ok && result.error.code).toBe(ERROR_CODES.membershipNotActive);
    }
  });
});

describe('membership actions', () => {
  const row = {
    id: 7,
    createdAt: now,
    subjectUserName: 'lina.haddad1',
    subjectFullName: 'Lina Haddad',
    madeByUserName: 'admin',
    newExpiresAt: later(30),
  };

  it('maps 0 to renewal and 1 to deactivation', () => {
    expect(toMembershipActionType(0)).toBe(MEMBERSHIP_ACTION_TYPES.renewal);
    expect(toMembershipActionType(1)).toBe(MEMBERSHIP_ACTION_TYPES.deactivation);
  });

  it('gives a renewal its renewal id and new expiry, a deactivation neither', () => {
    expect(toMembershipAction({ ...row, actionType: 0 })).toEqual({
      actionId: 7,
      memberUserName: 'lina.haddad1',
      memberFullName: 'Lina Haddad',
      madeByUserName: 'admin',
      createdAt: now.toISOString(),
      actionType: 0,
      expiryTime: later(30).toISOString(),
      renewalId: 7,
    });
    expect(toMembershipAction({ ...row, actionType: 1, newExpiresAt: null })).toMatchObject({
      actionType: 1,
      expiryTime: null,
      renewalId: null,
    });
  });

  it('gives the details of a complete renewal only', () => {
    const renewalRow = {
      id: 3,
      actionType: 0,
      newExpiresAt: later(30),
      amount: '12.50',
      numberOfDays: 30,
    };
    expect(toRenewalDetails(renewalRow)).toEqual({
      renewalId: 3,
      expiresAt: later(30).toISOString(),
      amount: 12.5,
      numberOfDays: 30,
    });
    expect(toRenewalDetails({ ...renewalRow, actionType: 1 })).toBeUndefined();
    expect(toRenewalDetails({ ...renewalRow, amount: null })).toBeUndefined();
  });
});

describe('membership info', () => {
  const member = { id: 'm1', roles: [ROLES.member] };

  it('is readable by the member themselves and by admins, not by another member', () => {
    expect(mayReadMembershipInfo(member, 'm1')).toBe(true);
    expect(mayReadMembershipInfo(member, 'm2')).toBe(false);
    expect(mayReadMembershipInfo({ id: 'a1', roles: [ROLES.admin] }, 'm2')).toBe(true);
    expect(mayReadMembershipInfo({ id: 'r1', roles: [ROLES.rootAdmin] }, 'm2')).toBe(true);
  });

  it('shows the expiry and whether the membership is active now', () => {
    const info = toMembershipInfo(
      {
        id: 'm1',
        username: 'member',
        email: 'member@example.com',
        firstName: null,
        lastName: null,
        expiresAt: later(-1),
        deactivatedAt: null,
      },
      now,
    );
    expect(info).toMatchObject({ isActive: false, expiryDate: later(-1).toISOString() });
  });
});
