import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  margin: 0,
});

export const oneColumn = style({ gridTemplateColumns: '1fr' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const term = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.font.letterSpacing.wide,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
});

export const fallback = style({ color: vars.color.textMuted });
