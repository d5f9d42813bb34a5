import { fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/global.css';
import { toastStackEnd } from '../Toast/toast-stack.css';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const dialogSizes = ['md', 'lg'] as const;

/** Where the toasts end (none: the window's top). */
const toastsEnd = fallbackVar(toastStackEnd, '0px');

/**
 * The window, holding the dialog: centred in both axes and both directions, but never above the toasts' end. The
 * space above and below the dialog is shared equally (two growing spacers), the one above at least as tall as
 * the toasts reach, so a toast never covers the dialog's close button and a dialog that fits beside the toasts
 * does not move when one comes.
 */
export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  // The dialog takes the pointer; around it, the overlay below does (a click outside closes).
  pointerEvents: 'none',
  selectors: {
    '&::before, &::after': { content: '""', flex: '1 1 0' },
    '&::before': { minBlockSize: toastsEnd },
  },
});

export const content = recipe({
  base: {
    flex: 'none',
    pointerEvents: 'auto',
    display: 'flex',
    flexDirection: 'column',
    inlineSize: `calc(100vw - ${vars.space.xl})`,
    maxBlockSize: `calc(100dvh - ${vars.space.xxl} - ${toastsEnd})`,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    ':focus': { outline: 'none' },
  },
  variants: {
    size: {
      md: { maxInlineSize: vars.size.dialog },
      lg: { maxInlineSize: vars.size.dialogWide },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  marginBlockStart: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const body = style({
  padding: vars.space.xl,
  overflowY: 'auto',
  // Focusable when it scrolls: the ring inside the body, so the header and footer lines do not cut it.
  ':focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: {
    // Without a body the header's own line already separates them.
    [`${header} + &`]: { borderBlockStartWidth: 0 },
  },
});
