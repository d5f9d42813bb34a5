import { VisuallyHidden } from 'radix-ui';
import { CheckIcon } from '../icons/icons';
import * as styles from './PasswordChecklist.css';

export interface PasswordRuleState {
  id: string;
  label: string;
  met: boolean;
}

export interface PasswordChecklistProps {
  /** The rules with whether each is met (the app passes the contract's `checkPassword(value)`). */
  rules: readonly PasswordRuleState[];
  /** Accessible name of the list. */
  label?: string;
  metText?: string;
  unmetText?: string;
}

/** The live list of password rules: each turns green with a check when met. */
export function PasswordChecklist({
  rules,
  label = 'Password requirements',
  metText = 'met',
  unmetText = 'not met',
}: PasswordChecklistProps) {
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
