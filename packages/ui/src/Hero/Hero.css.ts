import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: `calc(${vars.space.xxxl} * 1.5)`,
  paddingInline: vars.space.xl,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  isolation: 'isolate',
  // On the dark band the main action is the brand green (the deep green of the light theme would sink into it).
  vars: {
    [vars.color.primary]: vars.color.accent,
    [vars.color.primaryHover]: vars.color.accentHover,
    [vars.color.primaryText]: vars.color.accentText,
  },
});

/** Soft rings of the brand green behind the text (decorative). */
export const decoration = style({
  position: 'absolute',
  insetBlockStart: '-30%',
  insetInlineEnd: '-10%',
  inlineSize: 'min(40rem, 80vw)',
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  border: `3rem solid ${vars.color.accent}`,
  opacity: 0.18,
  zIndex: -1,
  pointerEvents: 'none',
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
});

export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.black,
  lineHeight: 1.05,
  letterSpacing: '-0.02em',
  maxInlineSize: '16ch',
});

export const accentWord = style({ color: vars.color.accent });

export const subtitle = style({
  maxInlineSize: '40rem',
  fontSize: vars.font.size.lg,
  opacity: 0.9,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
