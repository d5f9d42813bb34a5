import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * At the bottom of the window, across it on a phone and at the start end of a wider window: out of the way of
 * the page's header and of the toasts (at the top end corner), above the page's content.
 */
export const prompt = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.toast,
  boxSizing: 'border-box',
  inlineSize: 'min(26rem, 100vw)',
  padding: vars.space.lg,
});

export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  borderInlineStartColor: vars.color.info,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const message = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});
