import { ERROR_CODES, messages, REQUIRED_ACTIONS } from '@mijas/api/contract';
import { describe, expect, it } from 'vitest';
import {
  forgotPasswordLimitKey,
  knownRequiredActions,
  newPasswordProblem,
  RESET_CODE_MAX_ATTEMPTS,
  resetCodeLimitKey,
  wrongResetCode,
} from './rules.ts';

describe('wrongResetCode', () => {
  it('counts each wrong guess and voids the code at the limit', () => {
    expect(RESET_CODE_MAX_ATTEMPTS).toBe(5);
    expect(wrongResetCode(0)).toEqual({ attempts: 1, voided: false });
    expect(wrongResetCode(RESET_CODE_MAX_ATTEMPTS - 2)).toEqual({
      attempts: RESET_CODE_MAX_ATTEMPTS - 1,
      voided: false,
    });
    expect(wrongResetCode(RESET_CODE_MAX_ATTEMPTS - 1)).toEqual({
      attempts: RESET_CODE_MAX_ATTEMPTS,
      voided: true,
    });
  });
});

describe('per-address limit keys', () => {
  it('keeps forgot-password and reset-code apart per address', () => {
    const keys = [
      forgotPasswordLimitKey('a@example.com'),
      resetCodeLimitKey('a@example.com'),
      forgotPasswordLimitKey('b@example.com'),
    ];
    expect(new Set(keys).size).toBe(3);
  });
});

describe('newPasswordProblem', () => {
  it('accepts a strong password confirmed', () => {
    expect(newPasswordProblem('Abcdef1!', 'Abcdef1!')).toBeUndefined();
  });

  it('names a confirmation that differs first, even for a weak password', () => {
    expect(newPasswordProblem('weak', 'other')).toEqual({
      code: ERROR_CODES.passwordMismatch,
      description: messages.resetPassword.mismatch,
    });
  });

  it('names each unmet rule', () => {
    const problem = newPasswordProblem('abcdefgh', 'abcdefgh');
    expect(problem?.code).toBe(ERROR_CODES.passwordRequirements);
    expect(problem?.description).toBe(
      `${messages.resetPassword.fixRequirements} ${[
        messages.passwordRules.uppercase,
        messages.passwordRules.number,
        messages.passwordRules.special,
      ].join('; ')}.`,
    );
  });
});

describe('knownRequiredActions', () => {
  it('keeps the contract’s actions in order and drops others', () => {
    expect(
      knownRequiredActions([
        REQUIRED_ACTIONS.updatePassword,
        'CONFIGURE_TOTP',
        REQUIRED_ACTIONS.verifyEmail,
      ]),
    ).toEqual([REQUIRED_ACTIONS.updatePassword, REQUIRED_ACTIONS.verifyEmail]);
  });
});
