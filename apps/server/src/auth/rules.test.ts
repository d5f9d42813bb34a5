import { messages, REQUIRED_ACTIONS, ROLES } from '@mijas/api/contract';
import { describe, expect, it } from 'vitest';
import {
  awaitsPassword,
  familyExpiry,
  loginRefusal,
  refreshTokenExpiry,
  refreshVerdict,
  secondsUntil,
  toRole,
  type RefreshTokenState,
} from './rules.ts';

const at = (iso: string) => new Date(`2026-03-01T${iso}Z`);

describe('toRole', () => {
  it('passes our roles and throws on anything else', () => {
    expect(toRole(ROLES.member)).toBe(ROLES.member);
    expect(() => toRole('superuser')).toThrow('Unknown role superuser');
  });
});

describe('loginRefusal (after the right password)', () => {
  it('admits an active account with nothing to do, or only its email to verify', () => {
    expect(loginRefusal({ isActive: true, requiredActions: [] })).toBeUndefined();
    expect(
      loginRefusal({ isActive: true, requiredActions: [REQUIRED_ACTIONS.verifyEmail] }),
    ).toBeUndefined();
  });

  it('refuses a deactivated account first, then a pending password update', () => {
    const pending = [REQUIRED_ACTIONS.updatePassword];
    expect(loginRefusal({ isActive: false, requiredActions: pending })).toBe(
      messages.login.accountDisabled,
    );
    expect(loginRefusal({ isActive: true, requiredActions: pending })).toBe(
      messages.login.passwordUpdateRequired,
    );
  });
});

describe('awaitsPassword', () => {
  it('holds without a password or with UPDATE_PASSWORD pending', () => {
    expect(awaitsPassword({ passwordHash: null, requiredActions: [] })).toBe(true);
    expect(
      awaitsPassword({ passwordHash: 'h', requiredActions: [REQUIRED_ACTIONS.updatePassword] }),
    ).toBe(true);
    expect(
      awaitsPassword({ passwordHash: 'h', requiredActions: [REQUIRED_ACTIONS.verifyEmail] }),
    ).toBe(false);
  });
});

describe('session times', () => {
  it('a family lasts its maximum from the login', () => {
    expect(familyExpiry(at('08:00:00'), 10 * 3600)).toEqual(at('18:00:00'));
  });

  it('a refresh token lasts its idle time, never past its family', () => {
    const family = at('18:00:00');
    expect(refreshTokenExpiry(at('08:00:00'), family, 1800)).toEqual(at('08:30:00'));
    expect(refreshTokenExpiry(at('17:45:00'), family, 1800)).toEqual(family);
  });

  it('counts whole seconds left, never below zero', () => {
    expect(secondsUntil(at('08:30:00'), at('08:00:00.400'))).toBe(1799);
    expect(secondsUntil(at('08:00:00'), at('08:00:05'))).toBe(0);
  });
});

describe('refreshVerdict', () => {
  const now = at('09:00:00');
  const live: RefreshTokenState = {
    revokedAt: null,
    rotatedAt: null,
    expiresAt: at('09:30:00'),
    familyExpiresAt: at('18:00:00'),
  };

  it('a current, unexpired token is live', () => {
    expect(refreshVerdict(live, now)).toBe('live');
  });

  it('a token already traded for a newer one is reuse', () => {
    expect(refreshVerdict({ ...live, rotatedAt: at('08:50:00') }, now)).toBe('reused');
  });

  it('a revoked family is revoked, even for a rotated token', () => {
    expect(refreshVerdict({ ...live, revokedAt: at('08:55:00') }, now)).toBe('revoked');
    expect(
      refreshVerdict({ ...live, revokedAt: at('08:55:00'), rotatedAt: at('08:50:00') }, now),
    ).toBe('revoked');
  });

  it('expires at its own end or its family end, whichever comes first', () => {
    expect(refreshVerdict({ ...live, expiresAt: now }, now)).toBe('expired');
    expect(refreshVerdict({ ...live, familyExpiresAt: now }, now)).toBe('expired');
  });
});
