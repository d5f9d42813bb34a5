import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one token contract every theme fills and every component reads. Components use `vars.*` only: no raw
 * colours or sizes outside the themes.
 */
export const vars = createThemeContract({
  color: {
    /** page background */
    background: null,
    /** cards, tables, menus, dialogs */
    surface: null,
    /** hovered rows, subtle fills, table headers */
    surfaceMuted: null,
    /** the hero and footer band */
    surfaceInverse: null,
    surfaceInverseHover: null,
    borderInverse: null,
    textInverse: null,
    text: null,
    textMuted: null,
    /** the association's green as a fill (buttons, selected states) */
    accent: null,
    accentHover: null,
    /** text on `accent` */
    accentText: null,
    /** green for text and icons on `background`/`surface` (links, checks): AA on both */
    accentStrong: null,
    /** a pale green fill (selected menu item, active nav item) */
    accentSoft: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    overlay: null,
    success: null,
    successSoft: null,
    danger: null,
    dangerHover: null,
    dangerText: null,
    dangerSoft: null,
    warning: null,
    warningSoft: null,
    info: null,
    infoSoft: null,
    neutralSoft: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  size: {
    controlSm: null,
    controlMd: null,
    controlLg: null,
    icon: null,
    iconSm: null,
    navbar: null,
    sidebar: null,
    sidebarCollapsed: null,
    content: null,
    dialog: null,
    dialogWide: null,
  },
  radius: { sm: null, md: null, lg: null, full: null },
  borderWidth: { thin: null, thick: null },
  font: {
    body: null,
    heading: null,
    mono: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
    weight: { regular: null, medium: null, bold: null, black: null },
    lineHeight: { tight: null, normal: null },
    letterSpacing: { wide: null },
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { base: null, sticky: null, overlay: null, dialog: null, menu: null, toast: null },
  motion: {
    duration: { fast: null, normal: null, slow: null },
    easing: { standard: null, emphasized: null },
  },
});
