import { describe, expect, it, vi } from 'vitest';

/**
 * The module as loaded in a browser set to `timeZone` (its formats take the zone when made): away from UTC
 * (Amman UTC+3, Los Angeles UTC−7/−8), a calendar date shifted by the zone, or a moment shown in UTC, shows.
 */
async function formatsIn(timeZone: string) {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    vi.resetModules();
    return await import('./format.ts');
  } finally {
    process.env.TZ = previous;
  }
}

describe('dates and amounts, as every page shows them', () => {
  it('shows a calendar date as written, in any time zone', async () => {
    for (const timeZone of ['America/Los_Angeles', 'Asia/Amman', 'UTC']) {
      const { formatDate } = await formatsIn(timeZone);
      expect(formatDate('1995-04-02'), timeZone).toBe('2 April 1995');
      expect(formatDate('2024-02-29'), timeZone).toBe('29 February 2024');
    }
  });

  it("shows a moment's day and time on the viewer's clock", async () => {
    const amman = await formatsIn('Asia/Amman');
    expect(amman.formatDate('2027-06-30T23:30:00.000Z')).toBe('1 July 2027');
    expect(amman.formatDateTime('2025-03-12T11:05:00Z')).toBe('12 March 2025 at 14:05');
    const losAngeles = await formatsIn('America/Los_Angeles');
    expect(losAngeles.formatDate('2027-06-30T03:00:00.000Z')).toBe('29 June 2027');
    expect(losAngeles.formatDateTime('2025-03-12T11:05:00Z')).toBe('12 March 2025 at 04:05');
  });

  it('shows nothing for a missing value, and unreadable text as it came', async () => {
    const { formatDate, formatDateTime } = await formatsIn('Asia/Amman');
    for (const missing of [null, undefined, '']) {
      expect(formatDate(missing)).toBeNull();
      expect(formatDateTime(missing)).toBeNull();
    }
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2025-13-45')).toBe('2025-13-45');
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });

  it('shows an amount paid in dollars, with cents', async () => {
    const { formatDollars } = await formatsIn('UTC');
    expect(formatDollars(25)).toBe('$25.00');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(0.5)).toBe('$0.50');
    expect(formatDollars(1234.567)).toBe('$1,234.57');
  });
});
