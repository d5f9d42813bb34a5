import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'aria-label'
> {
  /** The accessible name (required: the button shows only an icon). */
  label: string;
  /** The icon (decorative: `label` names the button). */
  icon: ReactNode;
  /** `ghost` (no border, the default), `outline`, or `solid` (the primary fill). */
  variant?: (typeof styles.iconButtonVariants)[number];
  /** `md` (2.5rem square, the default) or `sm` (2rem). */
  size?: (typeof styles.iconButtonSizes)[number];
}

/** A square button showing only an icon, named by `label` (also its tooltip). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant, size, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={styles.iconButton({ variant, size })}
      {...rest}
    >
      {icon}
    </button>
  );
});
IconButton.displayName = 'IconButton';
