import { vars } from '@mijas/ui/style-tokens';
import { style } from '@vanilla-extract/css';

/** A history page's search: the username box, capped in width. */
export const search = style({
  maxInlineSize: '28rem',
});

/** The row above a table: a hint or a total. */
export const tableHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A history row's member: the username, the full name under it. */
export const member = style({ display: 'flex', flexDirection: 'column' });

export const memberName = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
