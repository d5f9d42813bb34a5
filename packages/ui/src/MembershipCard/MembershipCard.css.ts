import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * The card face keeps an ID-1 card's proportions (ISO/IEC 7810: 85.6 × 54 mm) at any width: its sizes are
 * fractions of its width (`cqi` of the frame), so it scales as one piece, on a phone, a wide screen or paper.
 */
export const CARD_WIDTH_MM = 85.6;
export const CARD_HEIGHT_MM = 54;

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const frame = style({
  containerType: 'inline-size',
  inlineSize: 'min(100%, 34rem)',
});

export const face = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '3cqi',
  aspectRatio: `${CARD_WIDTH_MM} / ${CARD_HEIGHT_MM}`,
  padding: '5cqi',
  color: vars.color.text,
  background: `linear-gradient(135deg, ${vars.color.accentSoft} 0%, ${vars.color.surface} 62%)`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderBlockStart: `1.6cqi solid ${vars.color.accent}`,
  // A card's corner radius is 3.18 mm of its 85.6.
  borderRadius: '3.7cqi',
  boxShadow: vars.shadow.md,
  fontSize: '3.4cqi',
  lineHeight: vars.font.lineHeight.tight,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2cqi',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: '7cqi',
  blockSize: '7cqi',
  borderRadius: '1.6cqi',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.black,
  fontSize: '4cqi',
});

export const club = style({
  fontWeight: vars.font.weight.bold,
  fontSize: '4cqi',
});

export const title = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: '3cqi',
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const body = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: '4cqi',
  minBlockSize: 0,
});

/** A message or spinner in place of the fields: at the text's own size, so that it stays readable. */
export const placeholder = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.md,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const fields = style({
  flex: 1,
  minInlineSize: 0,
  display: 'grid',
  alignContent: 'center',
  gap: '1.6cqi',
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: '2.8cqi',
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const qrLink = style({
  flex: 'none',
  display: 'block',
  inlineSize: '40cqi',
  borderRadius: '1.6cqi',
  outlineOffset: '2px',
  ':focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
});

export const qr = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });

// A QR code is read as dark on light in every theme and on paper: these two are not theme colours.
export const qrLight = style({ fill: '#ffffff' });
export const qrDark = style({ fill: '#000000' });

/** Below the face: the card's notes and buttons, never printed. */
export const below = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: 'min(100%, 34rem)',
});

// Printing a page holding a card prints just the card, at its real size on a page of its size (the `@page`
// rule is the component's, see `MembershipCard`): everything but the card and the boxes around it goes, and
// those boxes lose their own spacing, edges and fills.
const holds = `:has(${face})`;
globalStyle(`body${holds} *:not(${holds}):not(${face}):not(${face} *)`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(`html${holds}, body${holds}, body ${holds}`, {
  '@media': {
    print: {
      display: 'block !important',
      position: 'static !important' as 'static',
      inset: 'auto',
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
globalStyle(`${frame}:has(${face})`, {
  '@media': {
    print: {
      inlineSize: `${CARD_WIDTH_MM}mm !important`,
      blockSize: `${CARD_HEIGHT_MM}mm !important`,
    },
  },
});
globalStyle(face, {
  '@media': {
    print: {
      inlineSize: `${CARD_WIDTH_MM}mm`,
      blockSize: `${CARD_HEIGHT_MM}mm`,
      border: 'none',
      borderBlockStart: `1.6cqi solid ${vars.color.accent}`,
      borderRadius: 0,
      boxShadow: 'none',
      breakInside: 'avoid',
    },
  },
});
// One page: nothing (a rounding of the page's size in pixels) spills onto a second.
globalStyle(`html${holds}, body${holds}`, {
  '@media': {
    print: { overflow: 'hidden !important', maxBlockSize: `${CARD_HEIGHT_MM}mm !important` },
  },
});
