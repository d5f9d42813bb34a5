import { vars } from '@mijas/ui/style-tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The figures: as many columns of about 10rem as fit (two on a phone). */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(10rem, 40%), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One figure: a card the whole of which opens its list (the link inside stretches over it). */
export const figure = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const figureNumber = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/** The figure's name: the link (or Applications' button), stretched over the card. */
export const figureName = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

globalStyle(`${figureName} a, ${figureName} button`, {
  color: 'inherit',
  textDecoration: 'none',
  font: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  textAlign: 'start',
  outline: 'none',
});
globalStyle(`${figureName} a::after, ${figureName} button::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
});

/** The charts: side by side where there is room, one under the other on a phone. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(26rem, 100%), 1fr))',
  gap: vars.space.md,
});

/** The canvas's box: a fixed height, the full width. */
export const chartBox = style({
  position: 'relative',
  blockSize: '15rem',
  inlineSize: '100%',
  // The chart reads its colours from these (`bar-chart.tsx`): the theme's, light or dark.
  color: vars.color.textMuted,
  borderColor: vars.color.border,
  outlineColor: vars.color.accentStrong,
  caretColor: vars.color.accent,
});

export const chartCanvas = style({ cursor: 'pointer' });

/** A table shown only to screen readers, until the toggle (or a keyboard focus inside it) shows it. */
export const hiddenTable = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-within': {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  paddingBlockEnd: vars.space.xs,
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${table} td:not(:first-child), ${table} th:not(:first-child)`, {
  textAlign: 'end',
});
globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
