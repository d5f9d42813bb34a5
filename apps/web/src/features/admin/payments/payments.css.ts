import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@mijas/ui/style-tokens';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const input = style({
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

/**
 * The plan filter's width is its own, not its longest plan's: the plans come after the first paint, and a select
 * that widened then would wrap the fields after it onto a new line.
 */
export const planSelect = style({ width: '16rem', maxWidth: '100%' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const totalCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const totalAmount = style({ fontSize: vars.font.size.xl });

export const totalList = style({ margin: 0, display: 'grid', gap: vars.space.xxs });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

globalStyle(`${totalRow} dd`, { margin: 0 });
