import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-met="true"]': { color: vars.color.success } },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid currentColor`,
  fontSize: vars.font.size.xs,
  selectors: {
    [`${item}[data-met="true"] &`]: {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.surface,
    },
  },
});
