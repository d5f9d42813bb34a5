import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';
import { cardsQuery } from './cards-query';

/**
 * The table's widths are its own (container queries on `frame`), so a table in a narrow panel behaves as on a
 * phone. Below `cardsQuery` every row is a card, each field under its label, the options button in the card's
 * corner; above it a real table, whose options column hides (rows open their menu by right-click or Shift+F10)
 * and whose lower-priority columns give way as the table narrows.
 */
export const wideQuery = '(width >= 36rem)';
/**
 * Below `compactQuery` cells pad less; below `lowQuery` columns of priority 'low' give way, below `mediumQuery`
 * 'medium' ones too. The View Members table with every column needs about 57rem (914 px measured with the demo
 * data), more for longer names: the panel's content is 61rem at 1280 px with the sidebar open, 66rem at 1366.
 */
const compactQuery = '(width < 72rem)';
const lowQuery = '(width < 60rem)';
const mediumQuery = '(width < 46rem)';

export const frame = style({ containerType: 'inline-size' });

export const scroller = style({
  // A last resort: columns wrap and give way first, so at the widths we design for nothing scrolls.
  overflowX: 'auto',
  // The containing block of the table's visually hidden texts (absolutely positioned): without it they sit
  // outside the scroller and widen the whole page on a phone.
  position: 'relative',
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  ':focus-visible': focusRing,
  '@container': {
    [cardsQuery]: { background: 'transparent', border: 'none', borderRadius: 0 },
  },
});

const cardBlock = { display: 'block', inlineSize: '100%' } as const;

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  '@container': { [cardsQuery]: cardBlock },
});

globalStyle(`${table} > tbody, ${table} > tbody > tr`, {
  '@container': { [cardsQuery]: cardBlock },
});

/** The header row: on cards each field carries its own label, so the headers are for assistive technology. */
export const head = style({
  '@container': {
    [cardsQuery]: {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The most columns that give way one by one when a table does not fit its box (DataTable's `fitColumns`). */
export const GIVE_WAY_MOST = 8;

// A table wider than its box (`data-giving-way="k"` on the scroller): the columns whose turn (`data-give-way`)
// is k or less hide; never on cards, which show every field.
for (let hidden = 1; hidden <= GIVE_WAY_MOST; hidden++)
  for (let turn = 1; turn <= hidden; turn++)
    globalStyle(`${scroller}[data-giving-way="${hidden}"] [data-give-way="${turn}"]`, {
      '@container': { [wideQuery]: { display: 'none' } },
    });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.md,
    paddingInline: vars.space.md,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '@container': {
      [`${compactQuery} and ${wideQuery}`]: { paddingInline: vars.space.sm },
      // A field of a card: its label, then its value.
      [cardsQuery]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(6.5rem, 38%) minmax(0, 1fr)',
        alignItems: 'center',
        columnGap: vars.space.md,
        paddingBlock: vars.space.xs,
        paddingInline: 0,
        borderBlockEnd: 'none',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        textAlign: 'start',
      },
    },
  },
  variants: {
    head: {
      true: {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        fontSize: vars.font.size.xs,
        fontWeight: vars.font.weight.bold,
        textTransform: 'uppercase',
        letterSpacing: vars.font.letterSpacing.wide,
        // Two-word headers (MEMBERSHIP STATUS) take two lines rather than widen the table. The header row is
        // two lines high whether they do or not: the columns' widths change when the rows come in place of the
        // loading skeleton (a header wrapping then), and the rows must not move down with it (a layout shift).
        whiteSpace: 'normal',
        '@container': { [wideQuery]: { blockSize: `calc(2lh + 2 * ${vars.space.md})` } },
      },
      false: {},
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    wrap: { true: { whiteSpace: 'normal', minInlineSize: '10rem' }, false: {} },
    /** A column of controls (a row's selection box): as narrow as they are, the next cell's padding between. */
    control: {
      true: {
        inlineSize: '1px',
        paddingInlineEnd: 0,
        // After the compact padding of the base, which would otherwise win.
        '@container': { [wideQuery]: { paddingInlineEnd: 0 } },
      },
      false: {},
    },
    /** The options column: shown on cards only, in the card's corner. */
    mobileOnly: {
      true: {
        '@container': {
          [wideQuery]: { display: 'none' },
          [cardsQuery]: {
            position: 'absolute',
            insetBlockStart: vars.space.sm,
            insetInlineEnd: vars.space.sm,
            display: 'block',
            padding: 0,
          },
        },
      },
      false: {},
    },
    /** Gives way as the table narrows (the row's details still show it); never on cards. */
    priority: {
      high: {},
      medium: { '@container': { [`${mediumQuery} and ${wideQuery}`]: { display: 'none' } } },
      low: { '@container': { [`${lowQuery} and ${wideQuery}`]: { display: 'none' } } },
    },
  },
  defaultVariants: {
    head: false,
    align: 'start',
    wrap: false,
    control: false,
    mobileOnly: false,
    priority: 'high',
  },
});

/**
 * A field of a card shows its label (the column's `data-label`) before its value. Generated content with empty
 * alternative text: assistive technology has the column header itself (the cards keep the table's semantics),
 * and the label is no part of the cell's text.
 */
export const field = style({
  '@container': {
    [cardsQuery]: {
      selectors: {
        '&:not([data-label])': { gridTemplateColumns: 'minmax(0, 1fr)' },
        '&[data-label]::before': {
          content: 'attr(data-label) / ""',
          color: vars.color.textMuted,
          fontSize: vars.font.size.xs,
          fontWeight: vars.font.weight.bold,
          textTransform: 'uppercase',
          letterSpacing: vars.font.letterSpacing.wide,
        },
      },
    },
  },
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-state="open"]': { background: vars.color.accentSoft },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
  '@container': {
    [cardsQuery]: {
      position: 'relative',
      display: 'block',
      marginBlockEnd: vars.space.sm,
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      background: vars.color.surface,
      border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});

globalStyle(`${row}:last-child > td`, { borderBlockEnd: 'none' });

/** A card with an options button: room for it in the corner. */
export const rowWithActions = style({
  '@container': {
    [cardsQuery]: { paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.md})` },
  },
});

const shimmer = keyframes({
  '0%': { opacity: 0.45 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.45 },
});

export const skeleton = style({
  display: 'block',
  blockSize: '0.875rem',
  inlineSize: '70%',
  minInlineSize: '2rem',
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const status = style({
  padding: 0,
  '@container': {
    // The empty or failed list: one card.
    [cardsQuery]: {
      display: 'block',
      background: vars.color.surface,
      border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});

export const errorBox = style({ padding: vars.space.lg });
