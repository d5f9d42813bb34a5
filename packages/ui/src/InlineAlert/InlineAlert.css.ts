import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const alertTones = ['success', 'error', 'info', 'warning'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: `4px solid currentColor`,
    fontSize: vars.font.size.sm,
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      error: { background: vars.color.dangerSoft, color: vars.color.danger },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ display: 'inline-flex', fontSize: vars.size.icon, flexShrink: 0 });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});
export const title = style({ fontWeight: vars.font.weight.bold });
export const text = style({ color: vars.color.text, overflowWrap: 'anywhere' });
