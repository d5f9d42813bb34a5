import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** The heading; the card becomes a labelled region. */
  title?: ReactNode;
  /** A line of muted text under the title. */
  description?: ReactNode;
  /** Buttons at the header's end. */
  actions?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Inner spacing: `lg` (the default) or `md` for a denser card. */
  padding?: (typeof styles.cardPaddings)[number];
  /** A band of the brand green on top (e.g. the membership card). */
  accent?: boolean;
  children?: ReactNode;
}

/** A surface grouping related content: forms, profiles, the membership card. */
export function Card({
  title,
  description,
  actions,
  headingLevel = 2,
  padding,
  accent,
  children,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={styles.card({ padding, accent })}
      aria-labelledby={title ? titleId : undefined}
    >
      {title || actions ? (
        <header className={styles.header}>
          <div>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
