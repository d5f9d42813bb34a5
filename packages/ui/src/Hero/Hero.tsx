import type { ReactNode } from 'react';
import * as styles from './Hero.css';

export interface HeroProps {
  /** E.g. 'WE ARE MIJAS'; the last word is set in the brand green. */
  title: string;
  /** A short line above the title, e.g. "Engineers' Association Club · Amman". */
  eyebrow?: ReactNode;
  /** A sentence under the title. */
  subtitle?: ReactNode;
  /** E.g. the 'Join Us' button that scrolls to the form. */
  actions?: ReactNode;
  /** The anchor of the band (e.g. 'home'), for the navbar's links. */
  id?: string;
}

/** The landing page's opening band. Its title is the page's h1. */
export function Hero({ title, eyebrow, subtitle, actions, id }: HeroProps) {
  const words = title.trim().split(/\s+/);
  const last = words.pop();
  return (
    <section id={id} className={styles.hero} aria-label={title}>
      <span className={styles.decoration} aria-hidden />
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>
          {words.length ? `${words.join(' ')} ` : null}
          <span className={styles.accentWord}>{last}</span>
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}
