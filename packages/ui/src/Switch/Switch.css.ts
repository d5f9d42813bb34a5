import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: '2.75rem',
  blockSize: '1.5rem',
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  ':focus-visible': focusRing,
  ':disabled': { opacity: 0.6, cursor: 'not-allowed' },
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.accentStrong,
      borderColor: vars.color.accentStrong,
    },
  },
});

export const thumb = style({
  display: 'block',
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  // Its offset from the track's start edge, so it slides the other way in right-to-left by itself.
  marginInlineStart: '0.125rem',
  transition: `margin-inline-start ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': { marginInlineStart: '1.375rem' },
  },
});

export const label = style({ fontSize: vars.font.size.md, cursor: 'pointer', userSelect: 'none' });
