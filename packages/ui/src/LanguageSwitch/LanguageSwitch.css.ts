import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

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
    // The slash between two languages: decoration (generated content is not read out as text here: `/ ''`).
    '& + &::before': {
      content: '"/" / ""',
      display: 'inline-block',
      marginInlineEnd: vars.space.xs,
      color: vars.color.textMuted,
      fontWeight: vars.font.weight.regular,
    },
  },
});
