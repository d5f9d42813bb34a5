import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  fontSize: vars.size.icon,
});

export const content = style({
  zIndex: vars.zIndex.menu,
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: 'min(20rem, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const viewport = style({ padding: vars.space.xs });

/** Shared by select options, combobox options and menu items. */
export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxl,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted], &[data-active="true"]': { background: vars.color.accentSoft },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.accentStrong,
});
