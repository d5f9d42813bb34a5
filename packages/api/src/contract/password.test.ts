import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword, PASSWORD_RULES } from './password.ts';

describe('password rules', () => {
  it('lists the five rules of the spec in order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'special',
    ]);
  });

  it.each([
    ['Abcdef1!', true],
    ['Abcde1!', false], // 7 characters
    ['abcdefg1!', false], // no uppercase
    ['ABCDEFG1!', false], // no lowercase
    ['Abcdefgh!', false], // no number
    ['Abcdefgh1', false], // no special character
    ['Ábcdefg1 ', true], // a space is a special character; accented capitals count
  ])('%j strong: %s', (value, strong) => {
    expect(isStrongPassword(value)).toBe(strong);
  });

  it('reports each rule separately for the live checklist', () => {
    expect(checkPassword('abc').map((rule) => rule.met)).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });
});
