import { createThemeContract } from '@vanilla-extract/css';
import { colorRoles, type ColorRole } from './roles';

const colorSlots = Object.fromEntries(
  Object.keys(colorRoles).map((role) => [role, null]),
) as Record<ColorRole, null>;

/**
 * The one token contract every theme fills and every component reads. Components use `vars.*` only: no raw
 * colours or sizes outside the themes.
 */
export const vars = createThemeContract({
  /** One variable per colour role; `roles.ts` says what each is for. */
  color: colorSlots,
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
