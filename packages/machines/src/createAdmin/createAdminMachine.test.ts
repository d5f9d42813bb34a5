import { describe, expect, it } from 'vitest';
import { ADD_MEMBER_REQUIRED_FIELDS } from '../addMember/addMemberMachine.ts';
import { CREATE_ADMIN_REQUIRED_FIELDS } from './createAdminMachine.ts';

/** The form machine's behaviour is `form/formMachine.test.ts`'s; these are what the pages mark required. */
describe('the account forms’ required fields', () => {
  it('Create Admin marks the six required fields of SPEC §5', () => {
    expect([...CREATE_ADMIN_REQUIRED_FIELDS].sort()).toEqual(
      ['city', 'email', 'gender', 'major', 'nationality', 'username'].sort(),
    );
  });

  it('Add Member marks every field (the custom major only when Other is chosen)', () => {
    expect([...ADD_MEMBER_REQUIRED_FIELDS].sort()).toEqual(
      [
        'addressDetails',
        'city',
        'dateOfBirth',
        'email',
        'firstName',
        'gender',
        'lastName',
        'major',
        'nationality',
        'phoneNumber',
        'username',
      ].sort(),
    );
  });
});
