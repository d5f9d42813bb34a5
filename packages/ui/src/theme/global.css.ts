import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The themed root every UIProvider renders; portaled content mounts inside it so tokens reach it. */
export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
globalStyle(`${root} :where(h1, h2, h3, h4, p, dl, dd, figure, ul, ol)`, { margin: 0 });
globalStyle(`${root} :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
});

/**
 * Motion only for those who did not ask the system to reduce it. With reduced motion nothing animates at all
 * (not even a 1 ms run, whose first frame would still show an overlay at its starting opacity); Radix unmounts
 * a closing overlay at once when it has no animation.
 */
export const reducedMotion = '(prefers-reduced-motion: reduce)';

globalStyle(`${root} *`, {
  '@media': {
    [reducedMotion]: { animation: 'none !important', transition: 'none !important' },
  },
});

export const focusRing = {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
