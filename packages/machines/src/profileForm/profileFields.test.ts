import { describe, expect, it } from 'vitest';
import {
  checkContact,
  contactValues,
  fieldErrorsOf,
  joinMajor,
  splitMajor,
} from './profileFields.ts';

describe('profile form helpers', () => {
  it('splits a stored major into the select and the free text, and joins it back', () => {
    expect(splitMajor('Law')).toEqual({ major: 'Law', otherMajor: '' });
    expect(splitMajor('Marine Biology')).toEqual({ major: 'Other', otherMajor: 'Marine Biology' });
    expect(splitMajor(null)).toEqual({ major: '', otherMajor: '' });
    expect(joinMajor({ major: 'Other', otherMajor: 'Marine Biology' })).toBe('Marine Biology');
    expect(joinMajor({ major: 'Law', otherMajor: 'ignored' })).toBe('Law');
  });

  it('keeps the first problem of each known field; a bad major under Other is the hint', () => {
    const result = {
      success: false,
      error: {
        issues: [
          { path: ['city'], message: 'first' },
          { path: ['city'], message: 'second' },
          { path: ['major'], message: 'Please choose a major.' },
          { path: ['unknown'], message: 'dropped' },
        ],
      },
    };
    expect(fieldErrorsOf(result, ['city', 'major', 'otherMajor'])).toEqual({
      city: 'first',
      major: 'Please choose a major.',
    });
    expect(
      fieldErrorsOf(result, ['city', 'major', 'otherMajor'], { otherMajorChosen: true }),
    ).toEqual({ city: 'first', otherMajor: 'Please specify your major' });
  });

  it('checks contact details with the contract schema and trims what it sends', () => {
    const values = {
      ...contactValues({
        phoneNumber: '0791234567',
        city: 'Aqaba',
        addressDetails: ' Port Rd ',
        major: 'Law',
      }),
    };
    expect(checkContact(values)).toEqual({
      ok: true,
      body: { phoneNumber: '0791234567', city: 'Aqaba', addressDetails: 'Port Rd', major: 'Law' },
    });
    expect(checkContact(contactValues(null))).toEqual({
      ok: false,
      errors: {
        phoneNumber: 'Phone number is required.',
        city: 'Please choose a city of Jordan.',
        addressDetails: 'Address details is required.',
        major: 'Please choose a major.',
      },
    });
  });
});
