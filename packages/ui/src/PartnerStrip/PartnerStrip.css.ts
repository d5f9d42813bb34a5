import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '6rem',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
  selectors: {
    'a&:hover': { borderColor: vars.color.accent, boxShadow: vars.shadow.md },
    'a&:focus-visible': focusRing,
  },
});

export const logo = style({
  maxInlineSize: '100%',
  maxBlockSize: '100%',
  objectFit: 'contain',
});

export const wordmark = style({
  fontWeight: vars.font.weight.black,
  fontSize: vars.font.size.lg,
  letterSpacing: vars.font.letterSpacing.wide,
  textAlign: 'center',
  color: vars.color.text,
});
