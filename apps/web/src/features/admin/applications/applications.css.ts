import { vars } from '@mijas/ui/style-tokens';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 48rem)';

/** The search and the two filters: stacked on phones, one row when wide. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': { [wide]: { gridTemplateColumns: 'auto auto' } },
  justifyContent: 'start',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const replies = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** A framed piece of correspondence: a reply sent, an application's message. */
export const quoted = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const reply = style({ display: 'grid', gap: vars.space.xs });

/** A person's words (a reply, an application's message): their lines kept, a long word broken. */
export const writtenText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/**
 * A row's message on one line under its name: cut to the column's width with an ellipsis, and adding
 * no width of its own (the table keeps its columns).
 */
export const messageExcerpt = style({
  display: 'block',
  inlineSize: 0,
  minInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The name that opens a row's details: a link's look, a button's keyboard. */
export const openButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.accentStrong,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'start',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** The exact date under the relative one. */
export const received = style({ display: 'grid' });

/** The search box and its buttons: one row when wide, the box as wide as a long email. */
export const searchForm = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(14rem, 28rem) auto' } },
});
