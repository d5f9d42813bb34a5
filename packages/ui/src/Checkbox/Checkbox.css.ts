import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const row = style({ display: 'inline-flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  marginBlockStart: vars.space.xxs,
  padding: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.accentText,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  ':disabled': { opacity: 0.6, cursor: 'not-allowed' },
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.accent,
      borderColor: vars.color.accentStrong,
    },
  },
});

export const indicator = style({ display: 'inline-flex', fontSize: vars.size.iconSm });

export const label = style({ fontSize: vars.font.size.md, cursor: 'pointer', userSelect: 'none' });

export const hint = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
