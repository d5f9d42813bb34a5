import { vars } from '@mijas/ui/style-tokens';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 48rem)';

/** The layout of the app's longer forms (Add Member, Create Admin, Update Member, Edit Admin Information). */

/** Form fields two by two on wider screens, one column on a phone. */
export const formGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A field that takes the whole row of the grid (the address). */
export const fullRow = style({
  '@media': { [wide]: { gridColumn: '1 / -1' } },
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

/** The form's buttons, at the end of the form. */
export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** A line under a control that has no hint of its own (the Active switch). */
export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
