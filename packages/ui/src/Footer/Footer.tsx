import type { ReactNode } from 'react';
import { ClockIcon, MapPinIcon } from '../icons/icons';
import * as styles from './Footer.css';

export interface SocialLink {
  /** The link's text, e.g. 'Facebook'. */
  label: string;
  /** The network's page. */
  href: string;
  /** The network's icon, shown before the label. */
  icon?: ReactNode;
}

export interface FooterProps {
  /** The club's name at the top of the first column. */
  brand: ReactNode;
  /** A short line under the brand. */
  tagline?: ReactNode;
  /** E.g. the address in Amman. */
  address: ReactNode;
  /** E.g. 'Sunday-Thursday 8:00 AM-4:00 PM'. */
  hours: ReactNode;
  /** Links to the club's social networks (each opens in a new tab), under `headings.follow`. */
  social?: readonly SocialLink[];
  /** E.g. '© 2026 MIJAS Club. All rights reserved.' */
  copyright: ReactNode;
  /** The three column headings, e.g. 'Visit Us', 'Opening Hours', 'Follow Us'. */
  headings: { visit: string; hours: string; follow: string };
}

/** The site footer: brand, address, opening hours, social links and copyright. */
export function Footer({
  brand,
  tagline,
  address,
  hours,
  social = [],
  copyright,
  headings,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{brand}</p>
          {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
        </div>
        <div>
          <h2 className={styles.heading}>{headings.visit}</h2>
          <address className={`${styles.line} ${styles.address}`}>
            <span className={styles.lineIcon} aria-hidden>
              <MapPinIcon />
            </span>
            <span>{address}</span>
          </address>
        </div>
        <div>
          <h2 className={styles.heading}>{headings.hours}</h2>
          <p className={styles.line}>
            <span className={styles.lineIcon} aria-hidden>
              <ClockIcon />
            </span>
            <span>{hours}</span>
          </p>
        </div>
        {social.length ? (
          <div>
            <h2 className={styles.heading}>{headings.follow}</h2>
            <ul className={styles.social}>
              {social.map((link) => (
                <li key={link.href}>
                  <a
                    className={styles.socialLink}
                    href={link.href}
                    target="_blank"
                    rel="noreferrer noopener"
                  >
                    {link.icon ? <span aria-hidden>{link.icon}</span> : null}
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <p className={styles.bottom}>{copyright}</p>
    </footer>
  );
}
