import { describe, expect, it } from 'vitest';
import { darkColors, lightColors } from './palette';

function channel(hex: string, offset: number) {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
function luminance(hex: string) {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}
/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

type Colors = typeof lightColors;
/** [foreground, background] pairs that carry body-size text somewhere in the package. */
const textPairs: [keyof Colors, keyof Colors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['accentText', 'accent'],
  ['accentText', 'accentHover'],
  ['accentStrong', 'surface'],
  ['accentStrong', 'background'],
  ['accentStrong', 'accentSoft'],
  ['text', 'accentSoft'],
  ['textInverse', 'surfaceInverse'],
  ['textInverse', 'surfaceInverseHover'],
  ['dangerText', 'danger'],
  ['danger', 'surface'],
  ['danger', 'dangerSoft'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
  ['info', 'infoSoft'],
  ['text', 'neutralSoft'],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (_name, colors) => {
  it.each(textPairs)('%s on %s reaches WCAG AA (4.5:1)', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brand green as the accent fill', () => {
    expect(colors.accent).toBe('#96B7A0');
  });
});
