import { EXPIRING_SOON_DAYS } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import {
  listFiltersKey,
  listFiltersOf,
  monthName,
  withListFilters,
  withoutListFilters,
} from './list-filters.ts';

describe('View Members: the filters in the address', () => {
  it('reads "Expires within N days" when the contract accepts the days, else no filter', () => {
    expect(listFiltersOf(`?expiresWithinDays=${EXPIRING_SOON_DAYS}`)).toEqual({
      expiresWithinDays: EXPIRING_SOON_DAYS,
    });
    expect(listFiltersOf('?expiresWithinDays=7&q=ali')).toEqual({ expiresWithinDays: 7 });
    for (const refused of [
      '',
      '?expiresWithinDays=',
      '?expiresWithinDays=0',
      '?expiresWithinDays=x',
      '?expiresWithinDays=367',
      '?expiresWithinDays=1.5',
    ])
      expect(listFiltersOf(refused), refused).toEqual({});
  });

  it('reads the status and the months, ignoring each value the contract refuses', () => {
    expect(
      listFiltersOf('?status=active&joinedMonth=2026-03&renewedMonth=2025-12&expiresMonth=2027-01'),
    ).toEqual({
      status: 'active',
      joinedMonth: '2026-03',
      renewedMonth: '2025-12',
      expiresMonth: '2027-01',
    });
    expect(
      listFiltersOf('?status=gone&joinedMonth=2026-13&renewedMonth=2026-3&expiresMonth=x'),
    ).toEqual({});
    expect(listFiltersOf('?status=expired&joinedMonth=March')).toEqual({ status: 'expired' });
  });

  it('sets or clears filters, keeps the search and goes back to page 1', () => {
    expect(withListFilters('?by=username&q=ali&page=3', { expiresWithinDays: 30 })).toBe(
      '?by=username&q=ali&expiresWithinDays=30',
    );
    expect(
      withListFilters('?by=username&q=ali&expiresWithinDays=30&page=2', {
        expiresWithinDays: null,
      }),
    ).toBe('?by=username&q=ali');
    expect(withListFilters('?expiresWithinDays=30', { expiresWithinDays: null })).toBe('');
    expect(withListFilters('?status=active&page=2', { joinedMonth: '2026-03' })).toBe(
      '?status=active&joinedMonth=2026-03',
    );
    expect(withoutListFilters('?q=ali&status=never&expiresMonth=2026-04&page=4&tab=x')).toBe(
      '?q=ali&tab=x',
    );
  });

  it('keys a set of filters (another set, another list)', () => {
    expect(listFiltersKey({ status: 'active' })).not.toBe(listFiltersKey({}));
    expect(listFiltersKey({ status: 'active' })).toBe(
      listFiltersKey(listFiltersOf('?status=active')),
    );
  });

  it('names a month in the UI language', () => {
    expect(monthName('2026-03', 'en')).toBe('March 2026');
    expect(monthName('2026-03', 'ar')).toMatch(/2026/);
    expect(monthName('2026-03', 'ar')).not.toMatch(/March/);
  });
});
