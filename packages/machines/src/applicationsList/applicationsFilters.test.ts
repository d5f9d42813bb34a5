import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APPLICATIONS_STATUS,
  applicationsFiltersOf,
  applicationsFilterValues,
  applicationsQueryOf,
} from './applicationsFilters.ts';

describe('the Applications filters in the URL', () => {
  it('defaults to both types and the new ones; reads a type and any status or all', () => {
    expect(applicationsFiltersOf('')).toEqual({ type: null, status: DEFAULT_APPLICATIONS_STATUS });
    expect(applicationsFiltersOf('?type=Inquiry&status=archived')).toEqual({
      type: 'Inquiry',
      status: 'archived',
    });
    expect(applicationsFiltersOf('?type=Join+Us&status=all')).toEqual({
      type: 'Join Us',
      status: 'all',
    });
    // Anything unknown is the default.
    expect(applicationsFiltersOf('?type=Spam&status=deleted')).toEqual({
      type: null,
      status: 'new',
    });
  });

  it('writes only what differs from the default', () => {
    expect(applicationsFilterValues({ type: 'Inquiry', status: 'all' })).toEqual({
      type: 'Inquiry',
      status: 'all',
    });
    expect(applicationsFilterValues({ type: null, status: 'new' })).toEqual({});
    // Round trip, through the values by key.
    const filters = { type: 'Join Us', status: 'handled' } as const;
    expect(applicationsFiltersOf(applicationsFilterValues(filters))).toEqual(filters);
  });

  it('gives the list call its filters (all: no status)', () => {
    expect(applicationsQueryOf({ type: null, status: 'all' })).toEqual({});
    expect(applicationsQueryOf({ type: 'Inquiry', status: 'new' })).toEqual({
      type: 'Inquiry',
      status: 'new',
    });
  });
});
