import { vars } from '@mijas/ui/style-tokens';
import { style } from '@vanilla-extract/css';

/** The choices of a step (plans, methods): one column on phones, two when wide. */
export const choices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

/** A choice: the whole card is the button, its name first. */
export const choice = style({
  inlineSize: '100%',
  display: 'grid',
  gap: vars.space.xxs,
  textAlign: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});

export const choiceName = style({ fontWeight: 600 });
export const price = style({ fontSize: '1.25rem', fontWeight: 700 });

/** What to pay to: term and value, the value copyable in one piece. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere', fontWeight: 600 });

/** The payment reference, large enough to read out. */
export const reference = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '1.5rem',
  letterSpacing: '0.08em',
  fontWeight: 700,
});

/** A step's heading takes focus when the step opens (keyboard and screen reader users hear where they are). */
export const stepHeading = style({ outline: 'none' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
