import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.xxl,
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
});

export const brand = style({
  fontWeight: vars.font.weight.black,
  fontSize: vars.font.size.xl,
  letterSpacing: vars.font.letterSpacing.wide,
});

export const tagline = style({ marginBlockStart: vars.space.sm, fontSize: vars.font.size.sm });

export const heading = style({
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const lineIcon = style({
  display: 'inline-flex',
  fontSize: vars.size.iconSm,
  marginBlockStart: vars.space.xxs,
  color: vars.color.accent,
});

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderInverse}`,
  borderRadius: vars.radius.full,
  color: 'inherit',
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceInverseHover },
  ':focus-visible': { ...focusRing, outlineColor: vars.color.accent },
});

export const bottom = style({
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
  marginBlockStart: vars.space.xxl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.borderInverse}`,
  fontSize: vars.font.size.sm,
});

export const address = style({ fontStyle: 'normal' });
