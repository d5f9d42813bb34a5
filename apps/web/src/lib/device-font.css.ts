import { fontStack, vars } from '@mijas/ui/landing';
import { style } from '@vanilla-extract/css';

/**
 * The pages a visitor may open first, prerendered (the landing, the login and the other auth pages) paint in
 * the device's UI font: their first paint waits for no font file, and no font arriving later lays them out
 * again. The dashboards, after them, use the design system's Inter.
 */
export const deviceFont = style({
  vars: { [vars.font.body]: fontStack.system, [vars.font.heading]: fontStack.system },
  fontFamily: vars.font.body,
});
