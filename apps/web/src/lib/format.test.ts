import type { Locale } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';

/**
 * The formats of `locale` as made in a browser set to `timeZone` (a format takes the zone when made): away from
 * UTC (Amman UTC+3, Los Angeles UTC−7/−8), a calendar date shifted by the zone, or a moment shown in UTC, shows.
 */
async function formatsIn(timeZone: string, locale: Locale = 'en') {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    vi.resetModules();
    const { formatsFor } = await import('./format.ts');
    const formats = formatsFor(locale);
    // Each format is made when first used: made here, in that zone.
    formats.date('2000-01-01');
    formats.date('2000-01-01T00:00:00Z');
    formats.dateTime('2000-01-01T00:00:00Z');
    return formats;
  } finally {
    process.env.TZ = previous;
  }
}

/** The Arabic-Indic digits (٠-٩) and their Persian forms (۰-۹): never on our pages. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('dates and amounts in English, as every page shows them', () => {
  it('shows a calendar date as written, in any time zone', async () => {
    for (const timeZone of ['America/Los_Angeles', 'Asia/Amman', 'UTC']) {
      const format = await formatsIn(timeZone);
      expect(format.date('1995-04-02'), timeZone).toBe('2 April 1995');
      expect(format.date('2024-02-29'), timeZone).toBe('29 February 2024');
    }
  });

  it("shows a moment's day and time on the viewer's clock", async () => {
    const amman = await formatsIn('Asia/Amman');
    expect(amman.date('2027-06-30T23:30:00.000Z')).toBe('1 July 2027');
    expect(amman.dateTime('2025-03-12T11:05:00Z')).toBe('12 March 2025 at 14:05');
    const losAngeles = await formatsIn('America/Los_Angeles');
    expect(losAngeles.date('2027-06-30T03:00:00.000Z')).toBe('29 June 2027');
    expect(losAngeles.dateTime('2025-03-12T11:05:00Z')).toBe('12 March 2025 at 04:05');
  });

  it('shows nothing for a missing value, and unreadable text as it came', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const format = await formatsIn('Asia/Amman', locale);
      for (const missing of [null, undefined, '']) {
        expect(format.date(missing)).toBeNull();
        expect(format.dateTime(missing)).toBeNull();
      }
      expect(format.date('soon')).toBe('soon');
      expect(format.date('2025-13-45')).toBe('2025-13-45');
      expect(format.dateTime('yesterday')).toBe('yesterday');
    }
  });

  it("shows an amount paid in the club's currency, to its minor units, and counts with their thousands", async () => {
    const format = await formatsIn('UTC');
    expect(format.money(25, 'JOD')).toBe('JOD\u00A025.000');
    expect(format.money(12.345, 'JOD')).toBe('JOD\u00A012.345');
    expect(format.money(0, 'JOD')).toBe('JOD\u00A00.000');
    // A club in dollars (CLUB_CURRENCY=USD), as the spec wrote the amount paid.
    expect(format.money(25, 'USD')).toBe('$25.00');
    expect(format.money(0.5, 'USD')).toBe('$0.50');
    expect(format.number(100000)).toBe('100,000');
    expect(format.number(7)).toBe('7');
  });
});

describe('dates and amounts in Arabic, with the digits 0-9', () => {
  it('shows a calendar date with the month as Jordan names it, in any time zone', async () => {
    for (const timeZone of ['America/Los_Angeles', 'Asia/Amman', 'UTC']) {
      const format = await formatsIn(timeZone, 'ar');
      expect(format.date('1995-04-02'), timeZone).toBe('2 نيسان 1995');
      expect(format.date('2024-02-29'), timeZone).toBe('29 شباط 2024');
    }
  });

  it("shows a moment's day and time on the viewer's clock", async () => {
    const amman = await formatsIn('Asia/Amman', 'ar');
    expect(amman.date('2027-06-30T23:30:00.000Z')).toBe('1 تموز 2027');
    expect(amman.dateTime('2025-03-12T11:05:00Z')).toBe('12 آذار 2025 في 2:05 م');
    expect(amman.dateTime('2025-03-12T05:05:00Z')).toBe('12 آذار 2025 في 8:05 ص');
  });

  it("shows an amount paid in the club's currency and counts, never in Arabic-Indic digits", async () => {
    const format = await formatsIn('UTC', 'ar');
    // A right-to-left mark (U+200F) first, and a no-break space (U+00A0) before the symbol.
    expect(format.money(25, 'JOD')).toBe('\u200F25.000\u00A0د.أ.\u200F');
    expect(format.money(1234.5, 'JOD')).toBe('\u200F1,234.500\u00A0د.أ.\u200F');
    expect(format.money(25, 'USD')).toBe('\u200F25.00\u00A0US$');
    expect(format.number(100000)).toBe('100,000');
    const amman = await formatsIn('Asia/Amman', 'ar');
    for (const shown of [
      format.money(150.5, 'JOD'),
      format.number(9876),
      amman.date('2027-06-30'),
      amman.dateTime('2025-12-31T20:59:00Z'),
    ])
      expect(shown).not.toMatch(EASTERN_DIGITS);
  });
});

describe('a month of the contract, named', () => {
  it('in each style and language, the same in every time zone', async () => {
    for (const timeZone of ['America/Los_Angeles', 'Asia/Amman', 'UTC']) {
      const en = await formatsIn(timeZone);
      expect(en.month('2026-03'), timeZone).toBe('March 2026');
      expect(en.month('2026-03', 'short'), timeZone).toBe('Mar 2026');
      expect(en.month('2026-03', 'numeric'), timeZone).toBe('03/26');
      const ar = await formatsIn(timeZone, 'ar');
      expect(ar.month('2026-03'), timeZone).toBe('آذار 2026');
      expect(ar.month('2026-12', 'short'), timeZone).toMatch(/^كانون الأول 2026$/);
      expect(ar.month('2026-03', 'numeric'), timeZone).not.toMatch(EASTERN_DIGITS);
      // No month (a value the server never sends): shown as it came, never a thrown RangeError.
      expect(en.month('2026-13'), timeZone).toBe('2026-13');
    }
  });
});

describe('how long ago a moment was', () => {
  const now = Date.parse('2026-11-30T12:00:00Z');
  it('in the largest unit it fills, in either language', async () => {
    const en = await formatsIn('UTC');
    expect(en.ago('2026-11-30T10:00:00Z', now)).toBe('2 hours ago');
    expect(en.ago('2026-11-29T11:00:00Z', now)).toBe('yesterday');
    expect(en.ago('2026-11-16T12:00:00Z', now)).toBe('2 weeks ago');
    expect(en.ago('2026-11-30T11:59:58Z', now)).toBe('2 seconds ago');
    expect(en.ago('2026-11-30T12:00:00Z', now)).toBe('now');
    const ar = await formatsIn('UTC', 'ar');
    expect(ar.ago('2026-11-30T10:00:00Z', now)).toBe('قبل ساعتين');
    expect(ar.ago('2026-11-29T11:00:00Z', now)).toBe('أمس');
  });
});
