import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.danger,
});

/** The shared look of text inputs, select triggers and the combobox input. */
export const control = style({
  inlineSize: '100%',
  minBlockSize: vars.size.controlMd,
  // Focused after a failed submit, the control scrolls into view with its label, below a sticky navbar.
  scrollMarginBlockStart: `calc(${vars.size.navbar} + 2.5rem)`,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  transition: `border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  ':hover': { borderColor: vars.color.text },
  ':focus-visible': {
    outline: 'none',
    borderColor: vars.color.focusRing,
    boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
  },
  ':disabled': {
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    cursor: 'not-allowed',
    borderColor: vars.color.border,
  },
  selectors: {
    // Read-only (the fixed country, the username being edited): shown, focusable and copyable, but plainly not
    // for typing: a muted well without an input's border, its text at full contrast (not greyed as disabled).
    '&[readonly]': {
      background: vars.color.surfaceMuted,
      borderColor: 'transparent',
      cursor: 'default',
    },
    '&[readonly]:hover': { borderColor: 'transparent' },
    '&[readonly]:focus-visible': { borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
  },
});
