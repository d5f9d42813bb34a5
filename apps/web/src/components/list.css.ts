import { vars } from '@mijas/ui/style-tokens';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 48rem)';

/** A list's search (View Members, View Admins): search by, the text and the buttons; one row when wide. */
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

/** Long text (emails, ids) wraps anywhere rather than widening a table, a card or a dialog. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
