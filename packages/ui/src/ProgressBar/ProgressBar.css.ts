import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  inlineSize: '100%',
  blockSize: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const indicator = style({
  blockSize: '100%',
  background: vars.color.accentStrong,
  // The width grows from the start side in either direction (a logical size, no transform).
  transition: 'inline-size 200ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.xs,
});
