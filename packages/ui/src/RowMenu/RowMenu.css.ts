import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const content = style({
  zIndex: vars.zIndex.menu,
  minInlineSize: '13rem',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-tone="danger"]': { color: vars.color.danger },
    '&[data-tone="danger"][data-highlighted]': { background: vars.color.dangerSoft },
  },
});

export const itemIcon = style({ display: 'inline-flex', fontSize: vars.size.iconSm });
