import { dataTableCardsQuery, vars } from '@mijas/ui/style-tokens';
import { globalStyle, style } from '@vanilla-extract/css';

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

/** The filter checkbox, the active filters and the export, wrapping on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The active filters, each a removable chip. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxInlineSize: '100%',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});

/** "N selected · Select all M · Clear" and the bulk actions, above the table. */
export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
});

export const selectionActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

/** The members a bulk action did not do, with the reason. */
export const failures = style({
  maxBlockSize: '16rem',
  overflow: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const failureTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

globalStyle(`${failureTable} th, ${failureTable} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'top',
});

globalStyle(`${failureTable} th`, { background: vars.color.surfaceMuted });

export const failureCaption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  padding: vars.space.sm,
});

export const exportTool = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const selectionError = style({ flexBasis: '100%' });

/**
 * A username in the table: whole up to 14rem, longer ones (up to 50 characters) wrap there, so a long one does not
 * push the table past the panel (1366 px with the sidebar open keeps every column).
 */
export const username = style({
  display: 'inline-block',
  // Its own width up to 14rem, never less: the table cannot squeeze a short username into two lines.
  inlineSize: 'max-content',
  maxInlineSize: '14rem',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  // On a card (a phone) the field's own width: a long username wraps there.
  '@container': { [dataTableCardsQuery]: { inlineSize: 'auto', maxInlineSize: '100%' } },
});
