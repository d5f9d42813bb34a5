import { vars } from '@mijas/ui';
import { style } from '@vanilla-extract/css';

/** The heading row: title and description, the total at the end on wide screens. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The renew form's two fields side by side when there is room. */
export const renewFields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});
