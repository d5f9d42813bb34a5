import { VisuallyHidden } from 'radix-ui';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** `sm` (inside buttons), `md` (the default) or `lg` (a page loading). */
  size?: (typeof styles.spinnerSizes)[number];
  /** What is loading, for screen readers (and shown beside the spinner when `showLabel`). */
  label: string;
  /** Show the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** A busy indicator announced politely to assistive technology. */
export function Spinner({ size = 'md', label, showLabel = false }: SpinnerProps) {
  return (
    <span role="status" className={styles.wrapper}>
      <span className={styles.spinner({ size })} aria-hidden />
      {showLabel ? <span>{label}</span> : <VisuallyHidden.Root>{label}</VisuallyHidden.Root>}
    </span>
  );
}
