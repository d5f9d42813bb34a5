import { describe, expect, it } from 'vitest';
import { filterOptions } from './filter';

const options = ['Civil Engineering', 'Computer Engineering', 'Médecine', 'Other'];

describe('filterOptions', () => {
  it('keeps every option for a blank query', () => {
    expect(filterOptions(options, '  ')).toEqual(options);
  });

  it('matches anywhere, ignoring case', () => {
    expect(filterOptions(options, 'ENGINEER')).toEqual([
      'Civil Engineering',
      'Computer Engineering',
    ]);
    expect(filterOptions(options, 'puter')).toEqual(['Computer Engineering']);
  });

  it('ignores accents', () => {
    expect(filterOptions(options, 'medecine')).toEqual(['Médecine']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterOptions(options, 'astrology')).toEqual([]);
  });
});
