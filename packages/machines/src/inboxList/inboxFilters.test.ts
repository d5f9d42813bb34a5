import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INBOX_STATUS,
  inboxFiltersOf,
  inboxFilterValues,
  inboxQueryOf,
} from './inboxFilters.ts';

describe('the inbox filters in the URL', () => {
  it('defaults to both types and the new ones; reads a type and any status or all', () => {
    expect(inboxFiltersOf('')).toEqual({ type: null, status: DEFAULT_INBOX_STATUS });
    expect(inboxFiltersOf('?type=Inquiry&status=archived')).toEqual({
      type: 'Inquiry',
      status: 'archived',
    });
    expect(inboxFiltersOf('?type=Join+Us&status=all')).toEqual({ type: 'Join Us', status: 'all' });
    // Anything unknown is the default.
    expect(inboxFiltersOf('?type=Spam&status=deleted')).toEqual({ type: null, status: 'new' });
  });

  it('writes only what differs from the default', () => {
    expect(inboxFilterValues({ type: 'Inquiry', status: 'all' })).toEqual({
      type: 'Inquiry',
      status: 'all',
    });
    expect(inboxFilterValues({ type: null, status: 'new' })).toEqual({});
    // Round trip, through the values by key.
    const filters = { type: 'Join Us', status: 'handled' } as const;
    expect(inboxFiltersOf(inboxFilterValues(filters))).toEqual(filters);
  });

  it('gives the list call its filters (all: no status)', () => {
    expect(inboxQueryOf({ type: null, status: 'all' })).toEqual({});
    expect(inboxQueryOf({ type: 'Inquiry', status: 'new' })).toEqual({
      type: 'Inquiry',
      status: 'new',
    });
  });
});
