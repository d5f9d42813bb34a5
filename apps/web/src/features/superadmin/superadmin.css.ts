import { vars } from '@mijas/ui';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 48rem)';

/** The page heading row: title and description, the total at the end on wide screens. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** Search by, the text, and the buttons: stacked on a phone, one row on wider screens. */
export const searchForm = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': {
    [wide]: { gridTemplateColumns: 'minmax(10rem, 12rem) minmax(12rem, 1fr) auto' },
  },
});

export const searchButtons = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** Two form fields side by side on wider screens, one column on a phone. */
export const formGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** A cell's text that may be long (emails): wraps anywhere rather than widening the table. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
