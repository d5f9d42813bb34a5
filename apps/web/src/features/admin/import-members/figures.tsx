import { useFormat } from '../../../lib/format.ts';
import * as styles from './import-members.css.ts';

/** A few counts side by side (rows, valid, invalid; imported, skipped). */
export function Figures({ items }: { items: { label: string; value: number }[] }) {
  const format = useFormat();
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{item.label}</dt>
          <dd className={styles.figureValue}>{format.number(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
