import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { spinner } from '../Spinner/Spinner.css';
import * as styles from './Button.css';

export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows the busy state: a spinner over the label, disabled, with `aria-busy`. */
  loading?: boolean;
  /** An icon before the label (after it in right-to-left). */
  icon?: ReactNode;
}

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
