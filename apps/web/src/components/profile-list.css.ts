import { vars } from '@mijas/ui/style-tokens';
import { keyframes, style } from '@vanilla-extract/css';

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

const shimmer = keyframes({
  '0%': { opacity: 0.45 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.45 },
});

/**
 * The loading skeleton's bars: the shape of an item while the list comes. The DataTable's loading rows draw the same
 * bar with a style of their own on purpose: a style shared with the design system lands in its shared stylesheet,
 * which My Profile's prerendered page (whose lists show these bars) would then inline whole (1 kB more by load).
 */
export const skeleton = style({
  display: 'block',
  blockSize: '0.875rem',
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
