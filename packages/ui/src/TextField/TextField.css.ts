import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room for a button inside the input's end edge (the password toggle, a clear button). */
export const withEndSlot = style({
  paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.sm})`,
});

/**
 * Free text (a name, an address) reads in the direction of what was typed: '7 Queen Rania Street' stays so in a
 * right-to-left page, and the empty field (its placeholder) keeps the page's direction.
 */
export const freeText = style({ unicodeBidi: 'plaintext' });

export const endSlot = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
});
