import { describe, expect, it } from 'vitest';
import { contrast, grade, wcag } from './contrast';
import { pairings } from './pairings';
import { brandGreen, darkColors, lightColors } from './palette';
import { colorRoles } from './roles';

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (_name, colors) => {
  it('fills every colour role, and no other', () => {
    expect(Object.keys(colors).sort()).toEqual(Object.keys(colorRoles).sort());
  });

  it.each(pairings.filter((pair) => pair.use !== 'disabled'))(
    '$fg on $bg reaches WCAG AA for its use ($use): $where',
    ({ fg, bg, use }) => {
      expect(grade(contrast(colors[fg], colors[bg]), use)).not.toBe('fail');
    },
  );

  it("keeps an unavailable button's label legible (3:1), though WCAG exempts it", () => {
    expect(contrast(colors.disabledText, colors.disabled)).toBeGreaterThanOrEqual(wcag.large);
  });

  it('keeps the brand green as the accent fill', () => {
    expect(colors.accent).toBe(brandGreen);
  });

  it('gives the main action a fill that stands out from the page, unlike an unavailable control', () => {
    expect(contrast(colors.primary, colors.background)).toBeGreaterThanOrEqual(wcag.large);
    expect(contrast(colors.disabled, colors.background)).toBeLessThan(wcag.large);
  });
});
