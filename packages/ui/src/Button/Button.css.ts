import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const buttonVariants = ['solid', 'outline', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

/**
 * Unavailable, whatever the variant: a flat grey with a muted label, no shadow. Not the variant at a lower
 * opacity, which made a disabled primary a paler primary. A busy button (`loading`) is disabled too but keeps its
 * look: it is working, not unavailable.
 */
const unavailable = '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    ':focus-visible': focusRing,
    selectors: {
      [unavailable]: {
        background: vars.color.disabled,
        borderColor: 'transparent',
        boxShadow: 'none',
        color: vars.color.disabledText,
        cursor: 'not-allowed',
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      solid: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        boxShadow: vars.shadow.sm,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
          // A quiet action stays quiet when unavailable: the grey label only.
          [unavailable]: { background: 'transparent' },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.dangerText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: {
        minBlockSize: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
      },
      md: {
        minBlockSize: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      },
      lg: {
        minBlockSize: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'solid', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label (its width, and the accessible name) while the spinner shows over it. */
export const hiddenLabel = style({ opacity: 0 });
export const spinnerOverlay = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'inline-flex',
});
export const icon = style({ display: 'inline-flex', fontSize: vars.size.icon });
