import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const buttonVariants = ['solid', 'outline'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `1px solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    ':disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { variant: 'solid' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
