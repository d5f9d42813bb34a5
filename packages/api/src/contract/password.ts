import { PASSWORD_MIN_LENGTH } from './constants.ts';

/** The five password rules of SPEC.md §5, in the order the checklist shows them. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'At least one uppercase letter',
    test: (value: string) => /\p{Lu}/u.test(value),
  },
  {
    id: 'lowercase',
    label: 'At least one lowercase letter',
    test: (value: string) => /\p{Ll}/u.test(value),
  },
  {
    id: 'number',
    label: 'At least one number',
    test: (value: string) => /\p{Nd}/u.test(value),
  },
  {
    id: 'special',
    label: 'At least one special character',
    test: (value: string) => /[^\p{L}\p{Nd}]/u.test(value),
  },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Each rule with whether `value` meets it. */
export function checkPassword(value: string) {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(value) }));
}

export function isStrongPassword(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}
