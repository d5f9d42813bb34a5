import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INBOX_STATUS,
  inboxFiltersKey,
  inboxFiltersOf,
  inboxQueryOf,
  withInboxFilters,
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

  it('writes only what differs from the default, keeps other keys and goes back to page 1', () => {
    expect(withInboxFilters('?q=sara&page=3&tab=x', { type: 'Inquiry', status: 'all' })).toBe(
      '?q=sara&tab=x&type=Inquiry&status=all',
    );
    expect(withInboxFilters('?type=Inquiry&status=all&page=2', { type: null, status: 'new' })).toBe(
      '',
    );
    // Round trip.
    const filters = { type: 'Join Us', status: 'handled' } as const;
    expect(inboxFiltersOf(withInboxFilters('', filters))).toEqual(filters);
  });

  it('gives the list call its filters (all: no status) and one key per combination', () => {
    expect(inboxQueryOf({ type: null, status: 'all' })).toEqual({});
    expect(inboxQueryOf({ type: 'Inquiry', status: 'new' })).toEqual({
      type: 'Inquiry',
      status: 'new',
    });
    expect(inboxFiltersKey({ type: null, status: 'new' })).not.toBe(
      inboxFiltersKey({ type: 'Inquiry', status: 'new' }),
    );
  });
});
