import { vars } from '@mijas/ui/style-tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The receipt's sheet: on screen a page of its own shape; printed, the page (A5) is the sheet. */
export const sheet = style({
  inlineSize: 'min(100%, 148mm)',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
  paddingBlockEnd: vars.space.sm,
});
export const club = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700 });
export const title = style({ margin: 0, fontSize: '1rem', fontWeight: 600 });
export const number = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere', fontWeight: 600 });
export const amount = style({ fontSize: '1.25rem', fontWeight: 700 });
export const thanks = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

// Printing a page holding a receipt prints just the receipt on its A5 page (the `@page` rule is the component's):
// everything but the sheet and the boxes around it goes, and those boxes lose their own spacing, edges and fills.
const holds = `:has(${sheet})`;
globalStyle(`body${holds} *:not(${holds}):not(${sheet}):not(${sheet} *)`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(`html${holds}, body${holds}, body ${holds}`, {
  '@media': {
    print: {
      display: 'block !important',
      position: 'static !important' as 'static',
      margin: '0 !important',
      padding: '0 !important',
      border: 'none !important',
      boxShadow: 'none !important',
      background: 'none !important',
      inlineSize: 'auto !important',
      maxInlineSize: 'none !important',
      minInlineSize: '0 !important',
      blockSize: 'auto !important',
      minBlockSize: '0 !important',
      overflow: 'visible !important',
      transform: 'none !important',
    },
  },
});
globalStyle(sheet, {
  '@media': {
    print: {
      inlineSize: '100%',
      border: 'none',
      borderRadius: 0,
      padding: 0,
      color: '#000',
      background: '#fff',
      fontSize: '11pt',
    },
  },
});
