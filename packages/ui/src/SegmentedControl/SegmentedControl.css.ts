import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const group = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const fullWidth = style({ display: 'flex', inlineSize: '100%' });

export const item = style({
  flex: '1 1 0',
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.duration.fast}, color ${vars.motion.duration.fast}`,
  ':hover': { color: vars.color.text },
  ':focus-visible': focusRing,
  ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
  },
});
