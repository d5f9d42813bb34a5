import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const cardPaddings = ['md', 'lg'] as const;

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minInlineSize: 0,
    background: vars.color.surface,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    accent: {
      true: { borderBlockStart: `4px solid ${vars.color.accent}` },
      false: {},
    },
  },
  defaultVariants: { padding: 'lg', accent: false },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  marginBlockStart: vars.space.xs,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
