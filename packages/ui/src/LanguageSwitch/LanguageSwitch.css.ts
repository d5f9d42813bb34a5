import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

/** The slash between two languages: decoration, not read out. */
export const separator = style({ color: vars.color.textMuted });

export const option = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.accentStrong,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="true"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
      cursor: 'default',
      textDecoration: 'none',
    },
  },
});
