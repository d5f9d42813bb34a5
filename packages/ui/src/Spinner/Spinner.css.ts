import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thick} solid currentColor`,
    borderInlineEndColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    opacity: 0.85,
  },
  variants: {
    size: {
      sm: { inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm },
      md: { inlineSize: vars.size.icon, blockSize: vars.size.icon },
      lg: { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd, borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});
