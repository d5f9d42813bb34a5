/** The association's original brand green. */
export const brandGreen = '#96B7A0';

/**
 * Colours of the light theme, one per role of `roles.ts`. Which colour is used on which, and the contrast each
 * pair must reach, is `pairings.ts` (checked by `palette.test.ts`, shown on the Storybook token pages). The brand
 * green is a pale fill here: the main action is a deep green that stands out from the page.
 */
export const lightColors = {
  background: '#f6f8f6',
  surface: '#ffffff',
  surfaceMuted: '#eef3ef',
  surfaceInverse: '#1d3326',
  surfaceInverseHover: '#2b4636',
  borderInverse: '#3a5544',
  textInverse: '#f1f6f2',
  text: '#16241b',
  textMuted: '#4b5b51',
  accent: brandGreen,
  accentHover: '#84a98f',
  accentText: '#0e2317',
  accentStrong: '#2c6140',
  accentSoft: '#e1ece4',
  primary: '#2c6140',
  primaryHover: '#214d32',
  primaryText: '#ffffff',
  disabled: '#e6e9e7',
  disabledText: '#6b756f',
  border: '#cfdad2',
  borderStrong: '#7b8d81',
  focusRing: '#2c6140',
  overlay: 'rgba(12, 22, 16, 0.55)',
  success: '#1f6b3a',
  successSoft: '#dcefe2',
  danger: '#b42318',
  dangerHover: '#93190f',
  dangerText: '#ffffff',
  dangerSoft: '#fbe5e3',
  warning: '#8a4b00',
  warningSoft: '#fbefd9',
  info: '#1d5a8f',
  infoSoft: '#e0edf8',
  neutralSoft: '#eceeed',
};

export const lightShadows = {
  sm: '0 1px 2px rgba(16, 36, 26, 0.08)',
  md: '0 4px 14px rgba(16, 36, 26, 0.12)',
  lg: '0 16px 40px rgba(16, 36, 26, 0.22)',
};

/** Colours of the dark theme: the same green as fill (the main action's too), lighter greens for text. */
export const darkColors = {
  background: '#0f1612',
  surface: '#17211b',
  surfaceMuted: '#1f2c24',
  surfaceInverse: '#0a100c',
  surfaceInverseHover: '#1a251e',
  borderInverse: '#26352b',
  textInverse: '#e8f0ea',
  text: '#e8f0ea',
  textMuted: '#a9b8ae',
  accent: brandGreen,
  accentHover: '#aac7b3',
  accentText: '#0e2317',
  accentStrong: '#a7d1b3',
  accentSoft: '#24382b',
  primary: brandGreen,
  primaryHover: '#aac7b3',
  primaryText: '#0e2317',
  disabled: '#2a2e2c',
  disabledText: '#868e89',
  border: '#2f3f35',
  borderStrong: '#6f8377',
  focusRing: '#b9dcc3',
  overlay: 'rgba(0, 0, 0, 0.65)',
  success: '#8fd6a5',
  successSoft: '#1d3a27',
  danger: '#ff9c92',
  dangerHover: '#ffb8b0',
  dangerText: '#2a0703',
  dangerSoft: '#3d1a17',
  warning: '#f3c27a',
  warningSoft: '#3a2c14',
  info: '#9cc8f0',
  infoSoft: '#172c40',
  neutralSoft: '#26302a',
};

export const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 14px rgba(0, 0, 0, 0.45)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
};
