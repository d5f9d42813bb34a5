import { EXPIRING_SOON_DAYS } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { EXPIRING_QUERY_KEY, expiringFilterOf, withExpiringFilter } from './view-members.tsx';

describe('View Members: "Expires within 30 days" in the address', () => {
  it('reads the days the contract accepts, else no filter', () => {
    expect(expiringFilterOf(`?${EXPIRING_QUERY_KEY}=${EXPIRING_SOON_DAYS}`)).toBe(
      EXPIRING_SOON_DAYS,
    );
    expect(expiringFilterOf('?expiresWithinDays=7&q=ali')).toBe(7);
    for (const refused of [
      '',
      '?expiresWithinDays=',
      '?expiresWithinDays=0',
      '?expiresWithinDays=x',
      '?expiresWithinDays=367',
      '?expiresWithinDays=1.5',
    ])
      expect(expiringFilterOf(refused), refused).toBeNull();
  });

  it('sets or clears it, keeps the search and goes back to page 1', () => {
    expect(withExpiringFilter('?by=username&q=ali&page=3', 30)).toBe(
      '?by=username&q=ali&expiresWithinDays=30',
    );
    expect(withExpiringFilter('?by=username&q=ali&expiresWithinDays=30&page=2', null)).toBe(
      '?by=username&q=ali',
    );
    expect(withExpiringFilter('?expiresWithinDays=30', null)).toBe('');
  });
});
