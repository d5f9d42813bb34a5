import { useLandingText } from '../../i18n/landing.ts';
import { partners, type MarkShape } from './content.ts';
import * as styles from './landing.css.ts';

function PartnerMark({ shapes }: { shapes: readonly MarkShape[] }) {
  return (
    <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {shapes.map((shape) => (
        <path
          key={shape.d}
          d={shape.d}
          fillRule="evenodd"
          className={`${shape.tone === 'primary' ? styles.markPrimary : styles.markSecondary} ${
            shape.stroke ? styles.markLine : styles.markFill
          }`}
        />
      ))}
    </svg>
  );
}

/** The five partners: our own mark for each, with the name and what they do. */
export function PartnerLogos({ label }: { label: string }) {
  const text = useLandingText().landing.content.partners;
  return (
    <ul className={styles.partnerList} aria-label={label}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <div className={styles.partnerTile}>
            <PartnerMark shapes={partner.mark} />
            <span className={styles.partnerName}>{text[partner.id].name}</span>
            <span className={styles.partnerField}>{text[partner.id].field}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
