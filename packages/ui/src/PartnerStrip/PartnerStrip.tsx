import * as styles from './PartnerStrip.css';

export interface Partner {
  /** The partner's name: the logo's alternative text, or the wordmark. */
  name: string;
  /** Logo image URL; the name is shown as a wordmark without one. */
  logoSrc?: string;
  /** The partner's site (opens in a new tab). */
  href?: string;
}

export interface PartnerStripProps {
  /** The partners, in the order shown. */
  partners: readonly Partner[];
  /** Names the list, e.g. 'Our partners'. */
  label: string;
}

/** The partners' logos in an even grid (put it in a `Section` with id 'partners'). */
export function PartnerStrip({ partners, label }: PartnerStripProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {partners.map((partner) => {
        const content = partner.logoSrc ? (
          <img className={styles.logo} src={partner.logoSrc} alt={partner.name} loading="lazy" />
        ) : (
          <span className={styles.wordmark}>{partner.name}</span>
        );
        return (
          <li key={partner.name}>
            {partner.href ? (
              <a
                className={styles.tile}
                href={partner.href}
                target="_blank"
                rel="noreferrer noopener"
              >
                {content}
              </a>
            ) : (
              <div className={styles.tile}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
