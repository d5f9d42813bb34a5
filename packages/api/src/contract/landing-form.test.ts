import { describe, expect, it } from 'vitest';
import {
  LANDING_FORM_LIMIT,
  LANDING_FORM_MESSAGE_MAX,
  LANDING_FORM_WINDOW_MS,
} from './constants.ts';
import {
  formSubmissionRequestSchema,
  landingFormLimitReached,
  landingFormWindowStart,
} from './landing-form.ts';

describe('landing form limit (SPEC §5: 2 per type per 24 hours)', () => {
  it('counts submissions of the last 24 hours', () => {
    // eslint-disable-next-line mijas/defined-once -- SPEC §5's 24 hours, against the number written out
    expect(LANDING_FORM_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
    expect(landingFormWindowStart(LANDING_FORM_WINDOW_MS + 5)).toBe(5);
  });

  it('is reached at LANDING_FORM_LIMIT recent submissions', () => {
    expect(LANDING_FORM_LIMIT).toBe(2);
    expect(landingFormLimitReached(LANDING_FORM_LIMIT - 1)).toBe(false);
    expect(landingFormLimitReached(LANDING_FORM_LIMIT)).toBe(true);
  });
});

describe('the landing form’s message (issue 30: an inquiry carries its question)', () => {
  const form = { type: 'Inquiry', major: 'Law', name: 'Rana Khalil', email: 'rana@example.com' };

  it('is optional, and kept with its line breaks, cleaned as a reply from Applications is', () => {
    expect(formSubmissionRequestSchema.parse(form)).not.toHaveProperty('message');
    expect(
      formSubmissionRequestSchema.parse({
        ...form,
        message: '  Is there a family rate?\r\n\r\n\r\n\tAnd parking?  ',
      }).message,
    ).toBe('Is there a family rate?\n\nAnd parking?');
  });

  it(`holds up to LANDING_FORM_MESSAGE_MAX (1 000) characters, and says so beyond`, () => {
    expect(LANDING_FORM_MESSAGE_MAX).toBe(1000);
    const longest = 'a'.repeat(LANDING_FORM_MESSAGE_MAX);
    expect(formSubmissionRequestSchema.parse({ ...form, message: longest }).message).toBe(longest);
    const result = formSubmissionRequestSchema.safeParse({ ...form, message: `${longest}a` });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['message'],
        message: 'Message must be at most 1000 characters.',
      }),
    ]);
  });

  it('refuses what is no text', () => {
    expect(formSubmissionRequestSchema.safeParse({ ...form, message: 42 }).success).toBe(false);
    expect(formSubmissionRequestSchema.safeParse({ ...form, message: '\uD800' }).success).toBe(
      false,
    );
  });
});
