/**
 * WCAG 2 contrast of two colours, as `palette.test.ts`, the Storybook token pages and the Button stories'
 * checks of computed styles measure it. Colours are `#rrggbb` or what `getComputedStyle` gives
 * (`rgb(r, g, b)`, `rgba(r, g, b, a)`).
 */
export type Rgb = readonly [number, number, number];

/** The thresholds of WCAG 2.2 (1.4.3, 1.4.6 and 1.4.11). */
export const wcag = {
  /** Text, AA. */
  text: 4.5,
  /** Text, AAA. */
  textEnhanced: 7,
  /** Large text (24px, or 18.66px bold) AA; also the parts of controls and graphics (1.4.11). */
  large: 3,
  /** Large text, AAA. */
  largeEnhanced: 4.5,
} as const;

/** Parses `#rrggbb`, `rgb(r, g, b)` or `rgba(r, g, b, a)` (also the space-separated form). */
export function parseColor(text: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text.trim());
  if (hex) {
    return { rgb: [1, 2, 3].map((i) => parseInt(hex[i]!, 16)) as unknown as Rgb, alpha: 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i.exec(
    text.trim(),
  );
  if (!fn) throw new Error(`Not a colour this module reads: ${text}`);
  const alpha = fn[4] === undefined ? 1 : fn[4].endsWith('%') ? parseFloat(fn[4]) / 100 : +fn[4];
  return { rgb: [+fn[1]!, +fn[2]!, +fn[3]!], alpha };
}

/** A translucent colour as seen over an opaque one (e.g. a fill with `opacity`, an overlay). */
export function composite(color: { rgb: Rgb; alpha: number }, under: Rgb): Rgb {
  return color.rgb.map((channel, i) =>
    Math.round(channel * color.alpha + under[i]! * (1 - color.alpha)),
  ) as unknown as Rgb;
}

function toRgb(color: string | Rgb): Rgb {
  return typeof color === 'string' ? parseColor(color).rgb : color;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string | Rgb) {
  const [r, g, b] = toRgb(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrast(a: string | Rgb, b: string | Rgb) {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** How a pair is used decides the ratio it needs. */
export type PairUse = 'text' | 'large' | 'ui' | 'disabled';

/**
 * The WCAG mark a ratio earns for a use: `AAA`, `AA`, or `fail`. Parts of controls (`ui`) have one level, 3:1.
 * Unavailable controls are exempt: `exempt` whatever the ratio.
 */
export function grade(ratio: number, use: PairUse): 'AAA' | 'AA' | 'fail' | 'exempt' {
  if (use === 'disabled') return 'exempt';
  const [aa, aaa] =
    use === 'text'
      ? [wcag.text, wcag.textEnhanced]
      : use === 'large'
        ? [wcag.large, wcag.largeEnhanced]
        : [wcag.large, Infinity];
  return ratio >= aaa ? 'AAA' : ratio >= aa ? 'AA' : 'fail';
}
