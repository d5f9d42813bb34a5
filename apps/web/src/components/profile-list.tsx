import { Text } from '@mijas/ui';
import * as styles from './profile-list.css.ts';

/**
 * A list of My Profile's (Passkeys, Signed-in devices) while it comes: two items' bars, `widths` long, in its shape,
 * and what is loading said once.
 */
export function ProfileListLoading({
  label,
  widths,
}: {
  label: string;
  widths: readonly [string, string];
}) {
  return (
    <div role="status" aria-busy="true">
      <Text tone="muted" size="sm">
        {label}
      </Text>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1].map((row) => (
          <li key={row} className={styles.item}>
            {widths.map((width, bar) => (
              <span key={bar} className={styles.skeleton} style={{ inlineSize: width }} />
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
