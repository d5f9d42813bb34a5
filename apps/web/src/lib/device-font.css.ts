import { fontStack, vars } from '@mijas/ui/landing';
import { style } from '@vanilla-extract/css';

/**
 * The pages a visitor may open first (the landing and the auth pages; the landing and /login are prerendered)
 * paint in the device's UI font: their first paint waits for no font file, and no font arriving later lays them
 * out again. The dashboards, after them, use the design system's Inter.
 */
export const deviceFont = style({
  vars: { [vars.font.body]: fontStack.system, [vars.font.heading]: fontStack.system },
  fontFamily: vars.font.body,
});
