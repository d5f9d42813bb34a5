import { vars } from '@mijas/ui';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 48rem)';

/** The heading row: title and description, the total at the end on wide screens. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** Search by, the text and the buttons: stacked on a phone, one row on wider screens. */
export const searchForm = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': {
    [wide]: { gridTemplateColumns: 'minmax(10rem, 13rem) minmax(12rem, 1fr) auto' },
  },
});

export const searchButtons = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** Long text (emails, ids) wraps anywhere rather than widening the table or the dialog. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });

/** The renew form's two fields side by side when there is room. */
export const renewFields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});
