import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const linkVariants = ['inline', 'subtle', 'nav'] as const;

export const link = recipe({
  base: {
    color: vars.color.accentStrong,
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    ':focus-visible': focusRing,
  },
  variants: {
    variant: {
      inline: {
        textDecoration: 'underline',
        fontWeight: vars.font.weight.medium,
        ':hover': { textDecorationThickness: '2px' },
      },
      subtle: {
        color: vars.color.textMuted,
        textDecoration: 'none',
        ':hover': { color: vars.color.text, textDecoration: 'underline' },
      },
      nav: {
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: vars.font.weight.medium,
        paddingBlock: vars.space.xs,
        ':hover': { textDecoration: 'underline' },
        selectors: { '&[aria-current="page"]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
