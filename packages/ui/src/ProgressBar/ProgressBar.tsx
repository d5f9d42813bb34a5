import { Progress } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** What is measured, shown above the bar and naming it ('Progress'). */
  label: ReactNode;
  /** How far, from 0 to `max`. */
  value: number;
  /** The whole: the value when done (0 shows an empty bar). */
  max: number;
  /** The progress in words beside the label, also read as the bar's value ('40 of 120 members'). */
  valueText: string;
}

/** A determinate progress bar (a long task in steps, e.g. a bulk action's calls), Radix Progress. */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const labelId = `progress${useId()}`;
  const fraction = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div>
      <div className={styles.labelRow}>
        <span id={labelId}>{label}</span>
        <span aria-hidden>{valueText}</span>
      </div>
      <Progress.Root
        className={styles.root}
        value={Math.min(value, max)}
        max={Math.max(max, 1)}
        getValueLabel={() => valueText}
        aria-labelledby={labelId}
        aria-valuetext={valueText}
      >
        <Progress.Indicator
          className={styles.indicator}
          style={{ inlineSize: `${fraction * 100}%` }}
        />
      </Progress.Root>
    </div>
  );
}
