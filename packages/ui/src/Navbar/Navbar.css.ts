import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

/** A container query on the bar: the links fold behind the menu button when the bar is narrow. */
const wide = '(min-width: 48rem)';

export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  containerType: 'inline-size',
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxInlineSize: vars.size.content,
  minBlockSize: vars.size.navbar,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.font.weight.black,
  fontSize: vars.font.size.lg,
  letterSpacing: vars.font.letterSpacing.wide,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing,
});

export const brandMark = style({
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
});

export const menuButton = style({ '@container': { [wide]: { display: 'none' } } });

export const menu = style({
  display: 'none',
  flexBasis: '100%',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@container': {
    [wide]: {
      display: 'flex',
      flexBasis: 'auto',
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.xl,
      paddingBlockEnd: 0,
    },
  },
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@container': { [wide]: { flexDirection: 'row', gap: vars.space.lg } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlSm,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textUnderlineOffset: '0.35em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  ':hover': { color: vars.color.accentStrong, textDecoration: 'underline' },
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.accentStrong,
      textDecoration: 'underline',
      textDecorationThickness: vars.borderWidth.thick,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
