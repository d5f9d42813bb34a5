import { vars } from '@mijas/ui/style-tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/**
 * The sections below the first screen are laid out and painted when they come near it: less work before the
 * first paint on a slow phone. The size stands in for theirs until then (the scrollbar stays put).
 */
export const belowTheFold = styleVariants({ sections: '90rem', footer: '24rem' }, (height) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${height}`,
}));

export const partnerList = style({
  display: 'grid',
  // Five in a row on a desktop, two on a phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const partnerTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  blockSize: '100%',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const mark = style({
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  marginBlockEnd: vars.space.xs,
});

export const markPrimary = style({
  fill: vars.color.accentStrong,
  stroke: vars.color.accentStrong,
});
export const markSecondary = style({ fill: vars.color.textMuted, stroke: vars.color.textMuted });
export const markLine = style({ fill: 'none', strokeWidth: 4, strokeLinecap: 'round' });
export const markFill = style({ stroke: 'none' });

export const partnerName = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.tight,
});

export const partnerField = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The form's card: readable width, centred. */
export const formWrap = style({
  inlineSize: '100%',
  maxInlineSize: '36rem',
  marginInline: 'auto',
});

/** The form (and the sent message) take focus when the hero's Join Us button brings them into view. */
export const focusTarget = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xs,
    },
  },
});

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

/** Login in the navbar: a link that looks like the small primary button beside it. */
export const loginLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
