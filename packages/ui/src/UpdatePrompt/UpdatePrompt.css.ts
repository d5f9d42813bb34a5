import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * At the bottom of the window, across it on a phone and at the start end of a wider window: out of the way of
 * the page's header and of the toasts (at the top end corner), above the page's content. Inside, a toast of the
 * `info` kind (Toast.css: icon, text, then the button where a toast has its close button).
 */
export const prompt = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.toast,
  boxSizing: 'border-box',
  inlineSize: 'min(26rem, 100vw)',
  padding: vars.space.lg,
});

/** The toast's grid centres the one-line message on the button (over the toast's own alignment, whatever the order). */
export const panel = style({ selectors: { '&&': { alignItems: 'center' } } });
