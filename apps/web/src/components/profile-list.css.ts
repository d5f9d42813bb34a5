import { skeletonBar, vars } from '@mijas/ui';
import { style } from '@vanilla-extract/css';

/**
 * The lists of My Profile's sections (Passkeys, Signed-in devices): their items one under the other, a line between
 * them.
 */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}` },
  },
});

/** An item's name and its buttons, on one line when they fit. */
export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const device = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

/** The loading skeleton's bars: the shape of an item while the list comes. */
export const skeleton = skeletonBar;
