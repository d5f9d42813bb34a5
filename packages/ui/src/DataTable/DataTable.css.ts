import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

/**
 * When the table is at least this wide (wider than a phone), the options column hides: rows open their menu
 * by right-click or Shift+F10. A container query, so a table in a narrow panel behaves as on a phone.
 */
export const wideQuery = '(min-width: 36rem)';

export const frame = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  containerType: 'inline-size',
});

export const scroller = style({
  overflowX: 'auto',
  // The containing block of the table's visually hidden texts (absolutely positioned): without it they sit
  // outside the scroller and widen the whole page on a phone.
  position: 'relative',
  ':focus-visible': focusRing,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.md,
    paddingInline: vars.space.md,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    head: {
      true: {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        fontSize: vars.font.size.xs,
        fontWeight: vars.font.weight.bold,
        textTransform: 'uppercase',
        letterSpacing: vars.font.letterSpacing.wide,
      },
      false: {},
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    wrap: { true: { whiteSpace: 'normal', minInlineSize: '12rem' }, false: {} },
    mobileOnly: { true: { '@container': { [wideQuery]: { display: 'none' } } }, false: {} },
  },
  defaultVariants: { head: false, align: 'start', wrap: false, mobileOnly: false },
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-state="open"]': { background: vars.color.accentSoft },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

globalStyle(`${row}:last-child > td`, { borderBlockEnd: 'none' });

const shimmer = keyframes({
  '0%': { opacity: 0.45 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.45 },
});

export const skeleton = style({
  display: 'block',
  blockSize: '0.875rem',
  inlineSize: '70%',
  minInlineSize: '2rem',
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const status = style({ padding: 0 });

export const errorBox = style({ padding: vars.space.lg });
