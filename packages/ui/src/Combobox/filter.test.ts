import { describe, expect, it } from 'vitest';
import { filterOptions, toComboboxOption } from './filter';

const options = ['Civil Engineering', 'Computer Engineering', 'Médecine', 'Other'].map(
  toComboboxOption,
);
const values = (found: readonly { value: string }[]) => found.map((option) => option.value);

const arabic = [
  { value: 'Amman', label: 'عمّان' },
  { value: 'Zarqa', label: 'الزرقاء' },
  { value: 'Tafilah', label: 'الطفيلة' },
  { value: 'Jordan', label: 'الأردن' },
  { value: 'Law', label: 'القانون' },
];

describe('filterOptions', () => {
  it('keeps every option for a blank query', () => {
    expect(filterOptions(options, '  ')).toEqual(options);
  });

  it('matches anywhere, ignoring case', () => {
    expect(values(filterOptions(options, 'ENGINEER'))).toEqual([
      'Civil Engineering',
      'Computer Engineering',
    ]);
    expect(values(filterOptions(options, 'puter'))).toEqual(['Computer Engineering']);
  });

  it('ignores accents', () => {
    expect(values(filterOptions(options, 'medecine'))).toEqual(['Médecine']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterOptions(options, 'astrology')).toEqual([]);
  });

  it('finds a named option by its name and by its value', () => {
    expect(values(filterOptions(arabic, 'القانون'))).toEqual(['Law']);
    expect(values(filterOptions(arabic, 'law'))).toEqual(['Law']);
    expect(values(filterOptions(arabic, 'zar'))).toEqual(['Zarqa']);
  });

  it('reads Arabic without its marks: shadda, hamza, and ة/ه, ى/ي typed either way', () => {
    expect(values(filterOptions(arabic, 'عمان'))).toEqual(['Amman']);
    expect(values(filterOptions(arabic, 'الاردن'))).toEqual(['Jordan']);
    expect(values(filterOptions(arabic, 'الطفيله'))).toEqual(['Tafilah']);
    expect(values(filterOptions(arabic, 'الزرقـاء'))).toEqual(['Zarqa']);
  });
});
