import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const badgeTones = ['success', 'danger', 'warning', 'info', 'neutral'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      neutral: { background: vars.color.neutralSoft, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const dot = style({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
