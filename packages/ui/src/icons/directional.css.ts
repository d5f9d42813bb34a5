import { style } from '@vanilla-extract/css';

/**
 * A direction-bearing icon (a chevron to the start edge, an arrow out of a door, a list's bullets) turned to face
 * the same logical way in right-to-left: mirrored by CSS, so the same markup serves both directions. `:dir()`
 * follows the nearest `dir`, so an icon inside a `dir="ltr"` island stays as drawn.
 */
export const mirroredInRtl = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
