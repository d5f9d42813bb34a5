import { describe, expect, it } from 'vitest';
import { listFiltersKey, withListFilter } from './list-filters.ts';

describe('View Members: the filters', () => {
  it('sets one filter or clears it, the others kept', () => {
    expect(withListFilter({ status: 'active' }, 'expiresWithinDays', 30)).toEqual({
      status: 'active',
      expiresWithinDays: 30,
    });
    expect(withListFilter({ status: 'active', expiresWithinDays: 30 }, 'status', null)).toEqual({
      expiresWithinDays: 30,
    });
  });

  it('keys a set of filters (another set, another list)', () => {
    expect(listFiltersKey({ status: 'active' })).not.toBe(listFiltersKey({}));
    expect(listFiltersKey({ status: 'active', joinedMonth: '2026-03' })).toBe(
      listFiltersKey({ joinedMonth: '2026-03', status: 'active' }),
    );
  });
});
