import { MEMBER_ACTION_TYPES, REQUIRED_ACTIONS, ROLES } from '@mijas/api/contract';
import { describe, expect, it } from 'vitest';
import { TEST_PROFILE } from '../../test/users.ts';
import type { UserRow } from '../db/schema.ts';
import { memberUpdate, toMemberAction, toMemberActionType, toMemberItem } from './rules.ts';

const now = new Date('2026-06-01T10:00:00Z');
const created = new Date('2025-01-01T00:00:00Z');

const member: UserRow = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'omar.saleh1',
  email: 'omar@example.com',
  role: ROLES.member,
  ...TEST_PROFILE,
  passwordHash: 'hash',
  isActive: true,
  emailVerified: true,
  requiredActions: [],
  language: 'en',
  memberNumber: 7,
  createdAt: created,
  updatedAt: created,
};

describe('toMemberItem', () => {
  it('shows the account and whether its membership is active now', () => {
    const item = toMemberItem(
      member,
      { expiresAt: new Date('2026-07-01T00:00:00Z'), deactivatedAt: null },
      now,
    );
    expect(item).toMatchObject({
      id: member.id,
      emailIsVerified: true,
      isActiveUser: true,
      hasActiveMembership: true,
      membershipExpiry: '2026-07-01T00:00:00.000Z',
      createdAt: created.toISOString(),
    });
    expect(toMemberItem(member, { expiresAt: null, deactivatedAt: null }, now)).toMatchObject({
      hasActiveMembership: false,
      membershipExpiry: null,
    });
  });
});

describe('member action types', () => {
  it('knows 1 to 7 and refuses anything else', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(toMemberActionType)).toEqual([
      MEMBER_ACTION_TYPES.create,
      MEMBER_ACTION_TYPES.update,
      MEMBER_ACTION_TYPES.activate,
      MEMBER_ACTION_TYPES.deactivate,
      MEMBER_ACTION_TYPES.delete,
      MEMBER_ACTION_TYPES.cardChecked,
      MEMBER_ACTION_TYPES.reminderSent,
    ]);
    expect(() => toMemberActionType(8)).toThrow(/unknown member action type 8/);
    expect(() => toMemberActionType(0)).toThrow();
  });

  it('maps a history row to the contract', () => {
    expect(
      toMemberAction({
        id: 9,
        actionType: 2,
        createdAt: now,
        subjectUserName: 'omar.saleh1',
        subjectFullName: 'Omar Saleh',
        madeByUserName: null,
      }),
    ).toEqual({
      userActionId: 9,
      userName: 'omar.saleh1',
      userFullName: 'Omar Saleh',
      madeByUserName: null,
      actionCreatedAt: now.toISOString(),
      actionTypeId: 2,
    });
  });
});

describe('memberUpdate', () => {
  it('changes nothing when every value is the same (a phone number compared in E.164)', () => {
    expect(memberUpdate(member, { city: 'Irbid', phoneNumber: '0791234567' })).toBeUndefined();
    expect(memberUpdate(member, { isActive: true })).toBeUndefined();
  });

  it('sets only the changed fields and records an update', () => {
    const update = memberUpdate(member, { city: 'Amman', major: 'Civil Engineering' });
    expect(update).toMatchObject({
      set: { city: 'Amman' },
      newEmail: undefined,
      mailNewAddress: false,
      noticeOldAddress: false,
      actions: [MEMBER_ACTION_TYPES.update],
      endsAccess: false,
    });
    expect(update?.set).not.toHaveProperty('major');
  });

  it('makes a new email unverified, mails it and tells the verified old one', () => {
    const update = memberUpdate(member, { email: 'new@example.com' });
    expect(update).toMatchObject({
      set: {
        email: 'new@example.com',
        emailVerified: false,
        requiredActions: [REQUIRED_ACTIONS.verifyEmail],
      },
      newEmail: 'new@example.com',
      mailNewAddress: true,
      noticeOldAddress: true,
    });
    expect(update?.updated.email).toBe('new@example.com');
    const unverified = { ...member, emailVerified: false, requiredActions: ['VERIFY_EMAIL'] };
    expect(memberUpdate(unverified, { email: 'new@example.com' })).toMatchObject({
      set: { requiredActions: [REQUIRED_ACTIONS.verifyEmail] },
      noticeOldAddress: false,
    });
  });

  it('switches an account off: deactivate recorded after the update, access ended, no mail', () => {
    const update = memberUpdate(member, { email: 'new@example.com', isActive: false });
    expect(update).toMatchObject({
      set: { isActive: false },
      mailNewAddress: false,
      noticeOldAddress: false,
      actions: [MEMBER_ACTION_TYPES.update, MEMBER_ACTION_TYPES.deactivate],
      endsAccess: true,
    });
  });

  it('mails the new address of an account switched back on', () => {
    const inactive = { ...member, isActive: false };
    expect(memberUpdate(inactive, { email: 'new@example.com' })?.mailNewAddress).toBe(false);
    expect(memberUpdate(inactive, { email: 'new@example.com', isActive: true })).toMatchObject({
      mailNewAddress: true,
      actions: [MEMBER_ACTION_TYPES.update, MEMBER_ACTION_TYPES.activate],
      endsAccess: false,
    });
  });
});
