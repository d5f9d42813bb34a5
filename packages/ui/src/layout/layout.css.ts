import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const headingSizes = ['sm', 'md', 'lg', 'xl', 'display'] as const;

export const heading = recipe({
  base: {
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.lg },
      md: { fontSize: vars.font.size.xl },
      lg: { fontSize: vars.font.size.xxl },
      xl: { fontSize: `calc(${vars.font.size.xxl} * 1.25)` },
      display: {
        fontSize: vars.font.size.display,
        fontWeight: vars.font.weight.black,
        letterSpacing: '-0.02em',
      },
    },
  },
  defaultVariants: { size: 'lg' },
});

export const textTones = ['default', 'muted', 'danger', 'success'] as const;
export const textSizes = ['sm', 'md', 'lg'] as const;

export const text = recipe({
  variants: {
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      bold: { fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { tone: 'default', size: 'md', weight: 'regular' },
});

export const section = style({
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  scrollMarginBlockStart: vars.size.navbar,
});

export const sectionInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
});

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  textAlign: 'center',
});
