import { describe, expect, it } from 'vitest';
import { REQUIRED_ACTIONS, RESET_CODE_LENGTH } from './constants.ts';
import {
  isResetCode,
  mayResendVerification,
  needsNewPassword,
  verifyResetCodeRequestSchema,
} from './auth.ts';

describe('isResetCode', () => {
  it('takes exactly RESET_CODE_LENGTH digits', () => {
    expect(isResetCode('0'.repeat(RESET_CODE_LENGTH))).toBe(true);
    expect(isResetCode('123456')).toBe(true);
    expect(isResetCode('12345')).toBe(false);
    expect(isResetCode('1234567')).toBe(false);
    expect(isResetCode('12a456')).toBe(false);
    expect(isResetCode(' 123456')).toBe(false);
  });

  it('is what the server’s schema accepts', () => {
    for (const code of ['123456', '12345', '12a456']) {
      const parsed = verifyResetCodeRequestSchema.safeParse({ email: 'a@example.com', code });
      expect(parsed.success).toBe(isResetCode(code));
    }
  });
});

describe('needsNewPassword', () => {
  it('holds while UPDATE_PASSWORD is pending', () => {
    expect(needsNewPassword([REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword])).toBe(
      true,
    );
    expect(needsNewPassword([REQUIRED_ACTIONS.verifyEmail])).toBe(false);
    expect(needsNewPassword([])).toBe(false);
  });
});

describe('mayResendVerification', () => {
  it('only while the address is unverified', () => {
    expect(mayResendVerification(false)).toBe(true);
    expect(mayResendVerification(true)).toBe(false);
  });
});
