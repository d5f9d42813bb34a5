import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * The toasts stack at the top end corner (across the top on a phone). A form's buttons end it, at the bottom
 * of the form and so of the window when it has just been sent: toasts at the bottom covered the button that
 * was pressed (and, on a phone, every button at the window's foot).
 */
export const viewport = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: 'min(24rem, 100vw)',
  maxInlineSize: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

export const toastKinds = ['success', 'error', 'info', 'warning'] as const;

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}`,
    selectors: {
      // Radix measures the swipe in screen pixels along x (the Toaster swipes toward the end edge in either
      // direction), so the toast follows the finger physically: these must not flip.
      // eslint-disable-next-line mijas/logical-properties -- the pointer's own x offset, already physical
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      // eslint-disable-next-line mijas/logical-properties -- the pointer's own x offset, already physical
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    },
  },
  variants: {
    kind: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
      warning: { borderInlineStartColor: vars.color.warning },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', fontSize: vars.size.icon, paddingBlockStart: vars.space.xxs },
  variants: {
    kind: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
      warning: { color: vars.color.warning },
    },
  },
});

export const title = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });
export const description = style({
  marginBlockStart: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
