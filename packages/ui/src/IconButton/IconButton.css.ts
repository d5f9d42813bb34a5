import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const iconButtonVariants = ['ghost', 'outline', 'solid'] as const;
export const iconButtonSizes = ['sm', 'md'] as const;

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontSize: vars.size.icon,
    cursor: 'pointer',
    color: vars.color.text,
    background: 'transparent',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    ':focus-visible': focusRing,
    // Unavailable as a Button is: a flat grey (the ghost only greys its icon), not a paler version of itself.
    ':disabled': {
      background: vars.color.disabled,
      borderColor: 'transparent',
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    selectors: { '&[data-state="open"]': { background: vars.color.surfaceMuted } },
  },
  variants: {
    variant: {
      ghost: {
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
          '&:disabled': { background: 'transparent' },
        },
      },
      outline: {
        borderColor: vars.color.borderStrong,
        background: vars.color.surface,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      solid: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
    },
    size: {
      sm: { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm },
      md: { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
