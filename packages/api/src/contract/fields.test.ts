/**
 * The one rule for typed text and the wording of empty fields (issue 16, points 9 and 17): the browser and the
 * server parse with these schemas, so what is tested here is what both do.
 */
import { describe, expect, it } from 'vitest';
import {
  addressDetailsSchema,
  cleanText,
  contactDetailsUpdateSchema,
  createAdminRequestSchema,
  createMemberRequestSchema,
  dateOfBirthSchema,
  formSubmissionRequestSchema,
  loginRequestSchema,
  majorSchema,
  nationalitySchema,
  passwordInputSchema,
  personNameSchema,
  resetPasswordRequestSchema,
  searchTextSchema,
  toApiErrors,
  updateMemberRequestSchema,
  verifyResetCodeRequestSchema,
} from './index.ts';

/** The first message of each field, as the forms show them. */
function firstMessages(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    toApiErrors(result.error as Parameters<typeof toApiErrors>[0]).map((item) => [
      item.code,
      item.description,
    ]),
  );
}

describe('the one rule for typed text', () => {
  it('removes controls, bidirectional controls and zero-width characters; line breaks become spaces', () => {
    expect(cleanText(' a\u202eb\u200bc\td\u0000e\u0085f\u0007 ')).toBe('abc de f');
    expect(cleanText('\u202aL\u202bR\u202cX\u202dY\u2066I\u2067J\u2068K\u2069')).toBe('LRXYIJK');
    expect(cleanText('\ufeffZero\u200cWidth\u200dJoiner\u2060Word')).toBe('ZeroWidthJoinerWord');
    expect(cleanText('\u200eMarks\u200f\u061c')).toBe('Marks');
    expect(cleanText('line\r\nbreak\u2028here')).toBe('line  break here');
    expect(cleanText('\u009bC1\u0080')).toBe('C1');
  });

  it('keeps every letter people write: Arabic, accents, emoji', () => {
    expect(cleanText('  محمد الحسن ')).toBe('محمد الحسن');
    expect(cleanText('Zoë Ångström 😀')).toBe('Zoë Ångström 😀');
    expect(personNameSchema('First name').parse('\u200f محمد\u200b ')).toBe('محمد');
  });

  it('is what every text field does, and each refuses a lone surrogate', () => {
    const dirty = ' Rainbow\u202e Street\u200b\t3 ';
    expect(addressDetailsSchema.parse(dirty)).toBe('Rainbow Street 3');
    expect(majorSchema.parse(' Marine\u2066 Biology ')).toBe('Marine Biology');
    expect(nationalitySchema.parse(' Jordan\u200f')).toBe('Jordan');
    expect(searchTextSchema.parse(' ali\u200b ')).toBe('ali');
    expect(searchTextSchema.parse('\u200b')).toBe('');
    expect(
      loginRequestSchema.parse({ emailOrUsername: ' Sara\u200b ', password: 'x' }).emailOrUsername,
    ).toBe('Sara');
    expect(
      formSubmissionRequestSchema.parse({
        type: 'Inquiry',
        major: 'Law',
        name: ' Sara\u202e Haddad ',
        email: ' sara@example.com ',
        mobile: ' 0791234567\u200b ',
      }),
    ).toMatchObject({ name: 'Sara Haddad', email: 'sara@example.com', mobile: '0791234567' });
    for (const schema of [addressDetailsSchema, majorSchema, personNameSchema('Name')]) {
      const result = schema.safeParse('Rami\ud800');
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(
        /contains a character that is not valid text\.$/,
      );
    }
    expect(searchTextSchema.safeParse('a\udc00').success).toBe(false);
    // A surrogate pair is one character (an emoji), not a lone half.
    expect(addressDetailsSchema.parse('Block 😀 5')).toBe('Block 😀 5');
  });

  it('leaves passwords and tokens exactly as given', () => {
    expect(passwordInputSchema.parse(' pass\u200bword ')).toBe(' pass\u200bword ');
    expect(
      resetPasswordRequestSchema.parse({
        newPassword: 'A\u202eb#12345',
        confirmPassword: 'A\u202eb#12345',
        resetToken: 't',
      }).newPassword,
    ).toBe('A\u202eb#12345');
  });

  it('takes an optional field of only blanks or invisible characters as left empty', () => {
    const admin = {
      username: 'sara.k',
      email: 'sara@example.com',
      gender: 'F',
      nationality: 'Jordan',
      city: 'Amman',
      major: 'Law',
    };
    expect(
      createAdminRequestSchema.parse({
        ...admin,
        firstName: '  ',
        lastName: '\u200b',
        phoneNumber: '',
      }),
    ).toMatchObject({ firstName: '', lastName: '', phoneNumber: '' });
    expect(firstMessages(createAdminRequestSchema, { ...admin, firstName: '1234' })).toEqual({
      InvalidFirstName:
        'First name may contain only letters, spaces, apostrophes, dots and dashes.',
    });
  });
});

describe('the wording of empty and wrong fields', () => {
  const empty = {
    username: '',
    email: '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
    gender: '',
    nationality: '',
    city: '',
    addressDetails: '',
    major: '',
    dateOfBirth: '',
  };

  it('an empty required field says it is required; an empty choice asks to choose', () => {
    expect(firstMessages(createMemberRequestSchema, empty)).toEqual({
      InvalidUsername: 'Username is required.',
      InvalidEmail: 'Email is required.',
      InvalidFirstName: 'First name is required.',
      InvalidLastName: 'Last name is required.',
      InvalidPhoneNumber: 'Phone number is required.',
      InvalidGender: 'Please choose a gender.',
      InvalidNationality: 'Please choose a nationality.',
      InvalidCity: 'Please choose a city of Jordan.',
      InvalidAddressDetails: 'Address details is required.',
      InvalidMajor: 'Please choose a major.',
      InvalidDateOfBirth: 'Date of birth is required.',
    });
    expect(firstMessages(createAdminRequestSchema, empty)).toEqual({
      InvalidUsername: 'Username is required.',
      InvalidEmail: 'Email is required.',
      InvalidGender: 'Please choose a gender.',
      InvalidNationality: 'Please choose a nationality.',
      InvalidCity: 'Please choose a city of Jordan.',
      InvalidMajor: 'Please choose a major.',
    });
    expect(firstMessages(updateMemberRequestSchema, { gender: '' })).toEqual({
      InvalidGender: 'Please choose a gender.',
    });
    expect(
      firstMessages(contactDetailsUpdateSchema, {
        phoneNumber: ' ',
        city: '',
        addressDetails: '\u200b',
        major: '',
      }),
    ).toEqual({
      InvalidPhoneNumber: 'Phone number is required.',
      InvalidCity: 'Please choose a city of Jordan.',
      InvalidAddressDetails: 'Address details is required.',
      InvalidMajor: 'Please choose a major.',
    });
    expect(
      firstMessages(formSubmissionRequestSchema, {
        type: 'Join Us',
        name: ' ',
        email: '',
        major: '',
      }),
    ).toEqual({
      InvalidMajor: 'Please choose a major.',
      InvalidName: 'Full name is required.',
      InvalidEmail: 'Email is required.',
    });
    expect(firstMessages(loginRequestSchema, { emailOrUsername: ' ', password: '' })).toEqual({
      InvalidEmailOrUsername: 'Username or email is required.',
      InvalidPassword: 'Password is required.',
    });
    expect(firstMessages(verifyResetCodeRequestSchema, { email: 'a@b.co', code: ' ' })).toEqual({
      InvalidCode: 'Please enter the 6-digit code from your email.',
    });
  });

  it('wrong values keep their own words; dates read the way the date picker shows them', () => {
    expect(
      firstMessages(createMemberRequestSchema, { ...empty, username: 'sa', gender: 'X' }),
    ).toMatchObject({
      InvalidUsername: 'Username must be at least 3 characters.',
      InvalidGender: 'Gender must be M or F.',
    });
    for (const date of ['1899-12-31', '2999-01-01']) {
      expect(dateOfBirthSchema.safeParse(date).error?.issues[0]?.message).toBe(
        'Date of birth must be between 01/01/1900 and today.',
      );
    }
    expect(dateOfBirthSchema.safeParse('12/03/1990').error?.issues[0]?.message).toBe(
      'Date of birth must be a valid date.',
    );
  });
});
