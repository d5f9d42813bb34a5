import { ERROR_CODES, MEMBER_ACTION_TYPES, REQUIRED_ACTIONS, ROLES } from '@mijas/api/contract';
import { describe, expect, it } from 'vitest';
import { activation, contactDetailsChanges, duplicateItems, newAccount } from './rules.ts';

const now = new Date('2026-06-01T10:00:00Z');

describe('activation', () => {
  it('switches an account on (activate, 3) or off (deactivate, 4, ending its access)', () => {
    expect(activation(false, true)).toEqual({
      ok: true,
      action: MEMBER_ACTION_TYPES.activate,
      endsAccess: false,
    });
    expect(activation(true, false)).toEqual({
      ok: true,
      action: MEMBER_ACTION_TYPES.deactivate,
      endsAccess: true,
    });
  });

  it('refuses to switch an account to the state it is in', () => {
    const on = activation(true, true);
    const off = activation(false, false);
    expect(!on.ok && on.error.code).toBe(ERROR_CODES.alreadyActive);
    expect(!off.ok && off.error.code).toBe(ERROR_CODES.alreadyInactive);
  });
});

describe('newAccount', () => {
  it('creates an active account in Jordan, unverified, without a password, both actions pending', () => {
    const row = newAccount(
      ROLES.admin,
      {
        username: 'new.admin',
        email: 'new.admin@example.com',
        firstName: '',
        phoneNumber: '0791234567',
        gender: 'F',
        nationality: 'Jordan',
        city: 'Amman',
        major: 'Other',
      },
      now,
    );
    expect(row).toMatchObject({
      role: ROLES.admin,
      firstName: null,
      lastName: null,
      phoneNumber: '+962791234567',
      country: 'Jordan',
      passwordHash: null,
      emailVerified: false,
      isActive: true,
      requiredActions: [REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword],
      createdAt: now,
    });
  });
});

describe('contactDetailsChanges', () => {
  it('stores the phone number in E.164 and stamps the change', () => {
    expect(
      contactDetailsChanges(
        { phoneNumber: '079 123 4567', city: 'Zarqa', addressDetails: 'x', major: 'y' },
        now,
      ),
    ).toEqual({
      phoneNumber: '+962791234567',
      city: 'Zarqa',
      addressDetails: 'x',
      major: 'y',
      updatedAt: now,
    });
  });
});

describe('duplicateItems', () => {
  const taken = [
    { id: 'a', username: 'taken', email: 'other@example.com' },
    { id: 'b', username: 'someone', email: 'taken@example.com' },
  ];

  it('names a taken username and a taken email, in that order', () => {
    expect(
      duplicateItems({ username: 'taken', email: 'taken@example.com' }, taken).map((i) => i.code),
    ).toEqual([ERROR_CODES.duplicateUserName, ERROR_CODES.duplicateEmail]);
  });

  it('does not count the account being changed', () => {
    expect(duplicateItems({ email: 'taken@example.com' }, taken, 'b')).toEqual([]);
  });
});
