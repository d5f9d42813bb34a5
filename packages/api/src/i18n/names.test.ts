import { beforeAll, describe, expect, it } from 'vitest';
import { JORDAN_CITIES } from '../contract/constants.ts';
import {
  countryNamesLoaded,
  loadCountryNames,
  nationalityName,
  nationalityOptions,
  NATIONALITIES,
} from '../contract/countries.ts';
import { MAJORS } from '../contract/majors.ts';
import {
  cityName,
  displayName,
  listOptions,
  loadListNames,
  majorName,
  NAMED_LISTS,
  type NamedList,
} from './names.ts';

/** Arabic letters (the Arabic block, without its digits and punctuation). */
const arabicLetters = /[\u0621-\u064A]/;

/** A list's Arabic names: each non-empty, in Arabic letters, none twice. */
function expectArabicNames(values: readonly string[], name: (value: string) => string) {
  const names = values.map(name);
  for (const [index, arabic] of names.entries()) {
    expect(arabic.trim(), values[index]).not.toBe('');
    expect(arabic, values[index]).toMatch(arabicLetters);
    expect(arabic, values[index]).not.toBe(values[index]);
  }
  expect(new Set(names).size).toBe(values.length);
}

describe('list names', () => {
  beforeAll(async () => {
    await Promise.all([loadListNames('ar'), loadCountryNames('ar')]);
  });

  it('names each of the 34 majors and the 12 cities in Arabic, each once', () => {
    expect(MAJORS).toHaveLength(34);
    expect(JORDAN_CITIES).toHaveLength(12);
    expectArabicNames(MAJORS, (major) => majorName(major, 'ar'));
    expectArabicNames(JORDAN_CITIES, (city) => cityName(city, 'ar'));
  });

  it('names every nationality offered in Arabic, each once', () => {
    expect(countryNamesLoaded('ar')).toBe(true);
    expect(NATIONALITIES.length).toBeGreaterThan(240);
    expectArabicNames(NATIONALITIES, (country) => nationalityName(country, 'ar'));
  });

  it('writes the cities as Jordanians do', () => {
    expect(JORDAN_CITIES.map((city) => cityName(city, 'ar')).join('، ')).toBe(
      'عمّان، إربد، الزرقاء، المفرق، جرش، عجلون، البلقاء، مادبا، الكرك، الطفيلة، معان، العقبة',
    );
    expect(nationalityName('Jordan', 'ar')).toBe('الأردن');
    // The current names, as the English has them.
    expect(nationalityName('Eswatini', 'ar')).toBe('إسواتيني');
    expect(nationalityName('Myanmar', 'ar')).toBe('ميانمار');
    expect(majorName('Computer Science', 'ar')).toBe('علم الحاسوب');
  });

  it('shows English as the value itself, and a value not in the list as it is', () => {
    expect(majorName('Computer Science', 'en')).toBe('Computer Science');
    expect(nationalityName('Jordan', 'en')).toBe('Jordan');
    // A major typed under 'Other', a country that is none, an empty value.
    expect(majorName('Biomedical Engineering', 'ar')).toBe('Biomedical Engineering');
    expect(cityName('Petra', 'ar')).toBe('Petra');
    expect(nationalityName('Atlantis', 'ar')).toBe('Atlantis');
    expect(displayName('major', '', 'ar')).toBe('');
    // Not an own key of the names: no name from Object.prototype.
    expect(majorName('toString', 'ar')).toBe('toString');
  });

  it('offers each list in its order, the value English and the label in the language', () => {
    for (const list of Object.keys(NAMED_LISTS) as NamedList[]) {
      const values = NAMED_LISTS[list];
      expect(listOptions(list, 'en')).toEqual(values.map((value) => ({ value, label: value })));
      expect(listOptions(list, 'ar').map((option) => option.value)).toEqual(values);
    }
    expect(listOptions('city', 'ar')[0]).toEqual({ value: 'Amman', label: 'عمّان' });
  });

  it('offers the nationalities by English value, in the alphabetical order of the language', () => {
    for (const locale of ['en', 'ar'] as const) {
      const options = nationalityOptions(locale);
      expect(options.map((option) => option.value).sort()).toEqual([...NATIONALITIES].sort());
      const labels = options.map((option) => option.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(locale).compare));
    }
    expect(nationalityOptions('ar')).toContainEqual({ value: 'Jordan', label: 'الأردن' });
  });
});
