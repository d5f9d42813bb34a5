import { describe, expect, it } from 'vitest';
import { argsIn, copyIn, filled, storyCopy, translated } from './story-copy';

const { en, ar } = storyCopy;

/** The args as Storybook hands them to a story: a copy of the story's own (`initialArgs`). */
const copied = <T>(args: T): T => structuredClone(args);

describe('copyIn', () => {
  it('is the Arabic copy in Arabic and the English one otherwise', () => {
    expect(copyIn({ locale: 'ar' })).toBe(ar);
    expect(copyIn({ locale: 'en' })).toBe(en);
    expect(copyIn({})).toBe(en);
  });
});

describe('translated', () => {
  it("gives a text of the copy in the copy's language, any other text as it is", () => {
    expect(translated(en.textField.email, ar)).toBe(ar.textField.email);
    expect(translated('alice@example.org', ar)).toBe('alice@example.org');
  });
});

describe('filled', () => {
  it('fills each named place, in either language, and leaves a place it has no value for', () => {
    expect(filled(en.dataTable.optionsFor, { username: 'omar' })).toBe('Options for omar');
    expect(filled(ar.dataTable.optionsFor, { username: 'omar' })).toBe('خيارات omar');
    expect(filled(en.appShell.newCount, { count: 3 })).toBe('3 new');
    expect(filled('{count} of {total}', { count: 3 })).toBe('3 of {total}');
  });
});

describe('argsIn', () => {
  it('gives texts and objects of texts in the language', () => {
    const initial = { label: en.textField.email, labels: en.toast.labels, name: 'email' };
    expect(argsIn(copied(initial), initial, ar)).toEqual({
      label: ar.textField.email,
      labels: ar.toast.labels,
      name: 'email',
    });
  });

  it("gives a Select's options in the language: each choice's label, its value as written", () => {
    const options = [
      { value: 'username', label: en.select.username },
      { value: 'email', label: en.select.email },
      { value: 'phoneNumber', label: en.select.phoneNumber },
    ];
    const initial = { options, cities: [en.select.amman, en.select.irbid, 'Madaba'] };
    expect(argsIn(copied(initial), initial, ar)).toEqual({
      options: [
        { value: 'username', label: ar.select.username },
        { value: 'email', label: ar.select.email },
        { value: 'phoneNumber', label: ar.select.phoneNumber },
      ],
      // A text that is not the copy's stays as it is.
      cities: [ar.select.amman, ar.select.irbid, 'Madaba'],
    });
  });

  it("gives a Combobox's plain options, its value and its Other in the language alike", () => {
    // A plain string is its option's value and name: the value chosen and Other must stay among the options.
    const initial = {
      options: Object.values(en.combobox.majors),
      value: en.combobox.majors.civil,
      otherOption: en.combobox.majors.other,
    };
    const args = argsIn(copied(initial), initial, ar);
    expect(args.options).toEqual(Object.values(ar.combobox.majors));
    expect(args.options).toContain(args.value);
    expect(args.options).toContain(args.otherOption);
    expect(args.otherOption).toBe(ar.combobox.majors.other);
  });

  it('keeps a value or an id that happens to be a text of the copy', () => {
    const initial = {
      options: [{ value: en.select.amman, id: en.select.amman, label: en.select.amman }],
    };
    expect(argsIn(copied(initial), initial, ar)).toEqual({
      options: [{ value: en.select.amman, id: en.select.amman, label: ar.select.amman }],
    });
  });

  it('leaves an arg edited in Controls as it was edited', () => {
    const initial = {
      label: en.select.searchBy,
      options: [{ value: 'email', label: en.select.email }],
    };
    const edited = { label: en.select.searchBy, options: [{ value: 'email', label: 'E-mail' }] };
    expect(argsIn(edited, initial, ar)).toEqual({
      label: ar.select.searchBy,
      options: [{ value: 'email', label: 'E-mail' }],
    });
  });

  it('passes on a list holding anything but texts as it is, the same list', () => {
    // A table's rows (their flags), a menu's items (their handlers).
    const rows = [{ username: 'alice', status: en.badge.active, active: true }];
    const items = [{ id: 'more', label: en.rowMenu.moreDetails, onSelect: () => {} }];
    const initial = { rows, items };
    const args = argsIn({ rows, items }, initial, ar);
    expect(args.rows).toBe(rows);
    expect(args.items).toBe(items);
  });

  it('gives the args themselves in English', () => {
    const initial = { options: [{ value: 'email', label: en.select.email }] };
    const args = copied(initial);
    expect(argsIn(args, initial, en)).toBe(args);
  });
});
