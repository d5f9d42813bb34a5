/** Theme-independent token values shared by the light and dark themes. */
export const fontStack = {
  /**
   * Every page's typeface: the device's own UI font. A page paints before any font file could arrive (the
   * prerendered landing's budgets), and no font arriving later lays it out again. Arabic text takes the device's
   * Arabic face, else the bundled Noto Sans Arabic (fetched only for a page that shows Arabic: its faces declare
   * their unicode ranges, and every face before it has Latin).
   */
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic Variable", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "DejaVu Sans Mono", monospace',
};

export const scale = {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '4rem',
  },
  size: {
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    icon: '1.25rem',
    iconSm: '1rem',
    navbar: '4rem',
    sidebar: '15rem',
    sidebarCollapsed: '4rem',
    content: '72rem',
    dialog: '32rem',
    dialogWide: '44rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.875rem', full: '999px' },
  borderWidth: { thin: '1px', thick: '2px' },
  font: {
    body: fontStack.body,
    heading: fontStack.body,
    mono: fontStack.mono,
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.875rem',
      display: 'clamp(2.5rem, 6vw + 1rem, 4.5rem)',
    },
    weight: { regular: '400', medium: '500', bold: '650', black: '800' },
    lineHeight: { tight: '1.2', normal: '1.5' },
    letterSpacing: { wide: '0.06em' },
  },
  zIndex: { base: '0', sticky: '10', overlay: '40', dialog: '50', menu: '60', toast: '70' },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
    },
  },
} as const;
