import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A suggestion: its name, and what else identifies it (e.g. a username and a full name) after it. */
export const optionText = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  minInlineSize: 0,
});

export const optionLabel = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const optionDescription = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const searchIcon = style({
  display: 'inline-flex',
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
});
