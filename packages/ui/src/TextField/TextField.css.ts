import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room for a button inside the input's end edge (the password toggle, a clear button). */
export const withEndSlot = style({
  paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.sm})`,
});

export const endSlot = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
});
