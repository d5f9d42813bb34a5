import { encode } from 'uqr';
import { useDeferredValue, useMemo } from 'react';
import * as styles from './MembershipCard.css';

/** The quiet zone around a QR code, in modules (ISO/IEC 18004 asks for 4). */
export const QR_QUIET_ZONE = 4;

/**
 * The error correction level of the card's QR code: M (15 % of it may be lost), the usual one for a printed
 * link; with it a link of up to 84 bytes is a code of version 5 (37 × 37 modules).
 */
export const QR_ERROR_CORRECTION = 'M';

/**
 * The dark modules of `value`'s QR code as one SVG path, its side in modules (quiet zone included) and its
 * version (1–40: a side of 17 + 4 × version modules, without the quiet zone).
 */
export function qrPath(value: string): { path: string; size: number; version: number } {
  const { data, size, version } = encode(value, {
    ecc: QR_ERROR_CORRECTION,
    border: QR_QUIET_ZONE,
  });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      // A run of dark modules on the row is one rectangle.
      const from = x;
      while (x < size && row[x]) x += 1;
      path += `M${from} ${y}h${x - from}v1h${from - x}z`;
    }
  });
  return { path, size, version };
}

/** The square a QR code takes before it is worked out. */
const BLANK = { path: '', size: 1 };

/**
 * A QR code, always dark on light with its quiet zone (so that scanners read it in the dark theme and on
 * paper); decorative (`aria-hidden`): the link it sits in names it.
 */
export function QrCode({ value }: { value: string }) {
  // Worked out in a render of its own, after the card's first (at a phone's pace the code alone is some 50 ms
  // of the main thread, which then does not hold the card's paint): until then its light square, as large.
  const coded = useDeferredValue(value, '');
  const { path, size } = useMemo(() => (coded ? qrPath(coded) : BLANK), [coded]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      aria-hidden
      focusable="false"
    >
      <rect className={styles.qrLight} width={size} height={size} />
      <path className={styles.qrDark} d={path} />
    </svg>
  );
}
