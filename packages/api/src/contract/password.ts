import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The five password rules of SPEC.md §5, in the order the checklist shows them; each label is read in the current
 * language when it is shown.
 */
export const PASSWORD_RULES = [
  {
    id: 'length',
    get label(): string {
      return messages.passwordRules.length(PASSWORD_MIN_LENGTH);
    },
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    get label(): string {
      return messages.passwordRules.uppercase;
    },
    test: (value: string) => /\p{Lu}/u.test(value),
  },
  {
    id: 'lowercase',
    get label(): string {
      return messages.passwordRules.lowercase;
    },
    test: (value: string) => /\p{Ll}/u.test(value),
  },
  {
    id: 'number',
    get label(): string {
      return messages.passwordRules.number;
    },
    test: (value: string) => /\p{Nd}/u.test(value),
  },
  {
    id: 'special',
    get label(): string {
      return messages.passwordRules.special;
    },
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
