import { useId, type ReactNode } from 'react';
import { isolated, type Isolation } from '../Isolate/Isolate';
import * as styles from './MembershipCard.css';
import { QrCode } from './QrCode';

export interface MembershipCardItem {
  /** The field's name, e.g. 'Full Name'. */
  term: string;
  value: ReactNode;
  /** Keep the value in its own direction in right-to-left text (see `Isolate`). */
  isolate?: Isolation;
}

export interface MembershipCardProps {
  /** The club's name, beside its mark, e.g. 'MIJAS Club'. */
  club: string;
  /** The letter of the club's mark (the navigation bar's); the name's first by default. */
  mark?: string;
  /** The card's heading, which names it as a region, e.g. 'Membership Card'. */
  title: string;
  /** The fields on the face, in reading order. */
  items?: readonly MembershipCardItem[];
  /**
   * Shown on the face instead of the fields and the QR code while there is no card to show (loading, an
   * error): the card stays the same region throughout.
   */
  placeholder?: ReactNode;
  /** The QR code: the link it holds (also opened when it is clicked) and the link's accessible name. */
  qr?: { value: string; label: string } | null;
  /** While a newer card is on its way (`aria-busy`). */
  busy?: boolean;
  /** Notes and buttons under the face (e.g. "Last updated …", Print card); never printed. */
  children?: ReactNode;
}

// Printed, the page is the card (no margins): the rule lives while a card is on the page.
const PAGE_RULE = `@page { size: ${styles.CARD_WIDTH_MM}mm ${styles.CARD_HEIGHT_MM}mm; margin: 0; }`;

/**
 * A membership card that looks like one: the club's mark, the fields and a QR code on a face of an ID-1 card's
 * proportions, in both themes and directions; printing the page prints the face alone at 85.6 × 54 mm.
 */
export function MembershipCard({
  club,
  mark = club.slice(0, 1),
  title,
  items = [],
  placeholder,
  qr,
  busy,
  children,
}: MembershipCardProps) {
  const titleId = useId();
  return (
    <section className={styles.wrapper} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <style>{PAGE_RULE}</style>
      <div className={styles.frame}>
        <div className={styles.face}>
          <div className={styles.header}>
            <span className={styles.mark} aria-hidden>
              {mark}
            </span>
            <span className={styles.club}>{club}</span>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </div>
          {placeholder ? (
            <div className={styles.placeholder}>{placeholder}</div>
          ) : (
            <div className={styles.body}>
              <dl className={styles.fields}>
                {items.map((item) => (
                  <div key={item.term}>
                    <dt className={styles.term}>{item.term}</dt>
                    <dd className={styles.value}>{isolated(item.value, item.isolate)}</dd>
                  </div>
                ))}
              </dl>
              {qr ? (
                <a className={styles.qrLink} href={qr.value} aria-label={qr.label}>
                  <QrCode value={qr.value} />
                </a>
              ) : null}
            </div>
          )}
        </div>
      </div>
      {children ? <div className={styles.below}>{children}</div> : null}
    </section>
  );
}
