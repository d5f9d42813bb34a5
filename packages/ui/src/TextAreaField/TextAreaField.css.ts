import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const textarea = style({
  minBlockSize: `calc(${vars.size.controlLg} * 2)`,
  paddingBlock: vars.space.sm,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
});
