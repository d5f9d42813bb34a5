import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The field and, when 'Other' is chosen, the free-text field: as far apart as a form's fields. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const anchor = style({ position: 'relative' });

export const input = style({ paddingInlineEnd: vars.size.controlMd });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.color.textMuted,
  fontSize: vars.size.icon,
  pointerEvents: 'none',
});

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.menu,
  maxBlockSize: '16rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const listbox = style({ listStyle: 'none', margin: 0, padding: 0 });

export const empty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
