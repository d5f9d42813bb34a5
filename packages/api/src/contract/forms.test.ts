import { describe, expect, it } from 'vitest';
import { LANDING_FORM_LIMIT, LANDING_FORM_WINDOW_MS } from './constants.ts';
import { landingFormLimitReached, landingFormWindowStart } from './forms.ts';

describe('landing form limit (SPEC §5: 2 per type per 24 hours)', () => {
  it('counts submissions of the last 24 hours', () => {
    expect(LANDING_FORM_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
    expect(landingFormWindowStart(LANDING_FORM_WINDOW_MS + 5)).toBe(5);
  });

  it('is reached at LANDING_FORM_LIMIT recent submissions', () => {
    expect(LANDING_FORM_LIMIT).toBe(2);
    expect(landingFormLimitReached(LANDING_FORM_LIMIT - 1)).toBe(false);
    expect(landingFormLimitReached(LANDING_FORM_LIMIT)).toBe(true);
  });
});
