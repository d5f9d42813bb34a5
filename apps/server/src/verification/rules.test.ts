import { ROLES } from '@mijas/api/contract';
import { describe, expect, it } from 'vitest';
import { maySendVerification } from './rules.ts';

describe('maySendVerification', () => {
  it('lets admins mail members only', () => {
    expect(maySendVerification([ROLES.admin], ROLES.member)).toBe(true);
    expect(maySendVerification([ROLES.admin], ROLES.admin)).toBe(false);
    expect(maySendVerification([ROLES.admin], ROLES.rootAdmin)).toBe(false);
  });

  it('lets root admins mail members and admins, never a root admin', () => {
    expect(maySendVerification([ROLES.rootAdmin], ROLES.member)).toBe(true);
    expect(maySendVerification([ROLES.rootAdmin], ROLES.admin)).toBe(true);
    expect(maySendVerification([ROLES.rootAdmin], ROLES.rootAdmin)).toBe(false);
  });
});
