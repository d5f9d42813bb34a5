import { VisuallyHidden } from 'radix-ui';
import { CheckIcon } from '../icons/icons';
import * as styles from './PasswordChecklist.css';

export interface PasswordRuleState {
  /** A stable key for the rule. */
  id: string;
  /** The rule as shown, e.g. 'At least one uppercase letter'. */
  label: string;
  /** Whether the password typed so far meets it. */
  met: boolean;
}

export interface PasswordChecklistProps {
  /** The rules with whether each is met (the app passes the contract's `checkPassword(value)`). */
  rules: readonly PasswordRuleState[];
  /** Accessible name of the list. */
  label: string;
  /** Read after a met rule by screen readers, e.g. 'met'. */
  metText: string;
  /** Read after an unmet rule by screen readers, e.g. 'not met'. */
  unmetText: string;
}

/** The live list of password rules: each turns green with a check when met. */
export function PasswordChecklist({ rules, label, metText, unmetText }: PasswordChecklistProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {rules.map((rule) => (
        <li key={rule.id} className={styles.item} data-met={rule.met}>
          <span className={styles.mark} aria-hidden>
            {rule.met ? <CheckIcon /> : null}
          </span>
          <span>
            {rule.label}
            <VisuallyHidden.Root>: {rule.met ? metText : unmetText}</VisuallyHidden.Root>
          </span>
        </li>
      ))}
    </ul>
  );
}
