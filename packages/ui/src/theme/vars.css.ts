import { createThemeContract } from '@vanilla-extract/css';

/** The one token contract every theme fills and every component reads. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    accentText: null,
    border: null,
    focusRing: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, full: null },
  font: {
    body: null,
    size: { sm: null, md: null, lg: null },
    weight: { regular: null, bold: null },
  },
});
