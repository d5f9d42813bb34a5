import { vars } from '@mijas/ui/style-tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** The page under the navbar: one column, centred, never wider than a phone held sideways. */
export const main = style({
  display: 'grid',
  justifyItems: 'center',
  boxSizing: 'border-box',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

export const column = style({ inlineSize: 'min(30rem, 100%)' });

/** The club's mark and "Checked with MIJAS Club": where the answer comes from. */
export const mark = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const markImage = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The status now: a wide block in its colour, its icon and its word, read at a glance across a counter. */
const statusBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  borderStyle: 'solid',
  borderWidth: vars.borderWidth.thick,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.black,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

export const status = styleVariants(
  {
    active: { fill: vars.color.successSoft, ink: vars.color.success },
    expired: { fill: vars.color.warningSoft, ink: vars.color.warning },
    inactive: { fill: vars.color.dangerSoft, ink: vars.color.danger },
  },
  ({ fill, ink }) => [statusBase, { background: fill, color: ink, borderColor: ink }],
);

export const statusIcon = style({ inlineSize: '1.25em', blockSize: '1.25em', flexShrink: 0 });

export const hint = style({ margin: 0, textAlign: 'center', color: vars.color.text });

export const checkedAt = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
