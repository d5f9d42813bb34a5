import { vars } from '@mijas/ui/style-tokens';
import { style } from '@vanilla-extract/css';

/** The drop zone: a dashed frame around the file button, marked while a file is dragged over it. */
export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `${vars.borderWidth.thick} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  selectors: {
    '&[data-dragging]': {
      borderColor: vars.color.accentStrong,
      background: vars.color.accentSoft,
    },
  },
});

/** The real file input, visually hidden: its label (a button look) opens it, and the keyboard reaches it. */
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});

/** The label of the file input, looking like an outline button; the focus ring when the input has focus. */
export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

/** The mapping's selects in a grid: two or three across on a wide screen, one on a phone. */
export const mappingGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

/** The preview's figures side by side. */
export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const figureLabel = style({ color: vars.color.textMuted });

/** A cell with a problem: its fill, and the problem under the value. */
export const badCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.danger}`,
});

export const problem = style({
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  whiteSpace: 'normal',
});

/** A blank cell, so that a highlighted one still shows something to point at. */
export const blank = style({ color: vars.color.textMuted });

export const problemList = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** The problems of a row, one a line, in their column. */
export const rowProblems = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: '14rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
