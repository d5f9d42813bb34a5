import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { spinner } from '../Spinner/Spinner.css';
import * as styles from './Button.css';

export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'type'
> {
  /**
   * `solid`: the primary action, one per view (Login, Save Changes, Join Us); `outline`: a secondary action
   * (Cancel); `ghost`: a quiet one in a toolbar or a row; `danger`: an action that takes something away
   * (Deactivate Member).
   */
  variant?: ButtonVariant;
  /** `sm` (2rem tall, in bars and rows), `md` (2.5rem, the default) or `lg` (3rem, a hero's call to action). */
  size?: ButtonSize;
  /** Fill the container's width, e.g. a form's submit on a phone-narrow card. */
  fullWidth?: boolean;
  /** What it does inside a form: `button` (the default, never submits by accident), `submit` or `reset`. */
  type?: 'button' | 'submit' | 'reset';
  /** Unavailable: greyed out, skipped by clicks. Prefer a clear message over a disabled button where you can. */
  disabled?: boolean;
  /** Shows the busy state: a spinner over the label, disabled, with `aria-busy`. */
  loading?: boolean;
  /** An icon before the label (after it in right-to-left). */
  icon?: ReactNode;
}

/**
 * A button that does something here (a link goes somewhere: use `Link`). The label says what happens, as a verb:
 * 'Save Changes', not 'OK'.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, icon, disabled, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={styles.button({ variant, size, fullWidth })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <span className={styles.spinnerOverlay} aria-hidden>
          <ButtonSpinner />
        </span>
      ) : null}
      {icon ? (
        <span className={`${styles.icon} ${loading ? styles.hiddenLabel : ''}`} aria-hidden>
          {icon}
        </span>
      ) : null}
      <span className={loading ? styles.hiddenLabel : undefined}>{children}</span>
    </button>
  );
});
Button.displayName = 'Button';

/** The spinner shape without a status role: the button's own `aria-busy` announces it. */
function ButtonSpinner() {
  return <span className={spinner({ size: 'sm' })} />;
}
