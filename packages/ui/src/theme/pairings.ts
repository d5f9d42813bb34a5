import type { PairUse } from './contrast';
import type { ColorRole } from './roles';

export interface Pairing {
  /** The colour in front: text, an icon, a control's fill or edge. */
  fg: ColorRole;
  /** What it is drawn on. */
  bg: ColorRole;
  /** Body text (4.5:1), large text or a control's part (3:1), or an unavailable control (exempt). */
  use: PairUse;
  /** Where the package draws it. */
  where: string;
}

/**
 * Every pair of colours the package draws one on the other, in both themes. `palette.test.ts` holds each to the
 * WCAG ratio of its use; the Storybook token page lists them with their ratios.
 */
export const pairings: readonly Pairing[] = [
  { fg: 'text', bg: 'background', use: 'text', where: 'Body text on the page' },
  { fg: 'text', bg: 'surface', use: 'text', where: 'Text in cards, tables, dialogs, inputs' },
  { fg: 'text', bg: 'surfaceMuted', use: 'text', where: 'Table headers, hovered rows' },
  { fg: 'textMuted', bg: 'background', use: 'text', where: 'Hints and descriptions on the page' },
  { fg: 'textMuted', bg: 'surface', use: 'text', where: 'Hints and descriptions in cards' },
  { fg: 'textMuted', bg: 'surfaceMuted', use: 'text', where: 'Muted text on a subtle fill' },
  { fg: 'textInverse', bg: 'surfaceInverse', use: 'text', where: 'Hero, footer and sidebar text' },
  { fg: 'textInverse', bg: 'surfaceInverseHover', use: 'text', where: 'A hovered sidebar entry' },
  { fg: 'primaryText', bg: 'primary', use: 'text', where: 'The label of the main action' },
  { fg: 'primaryText', bg: 'primaryHover', use: 'text', where: 'The main action, hovered' },
  { fg: 'primary', bg: 'background', use: 'ui', where: 'The main action against the page' },
  { fg: 'primary', bg: 'surface', use: 'ui', where: 'The main action in a card or dialog' },
  { fg: 'primary', bg: 'disabled', use: 'ui', where: 'The main action against an unavailable one' },
  { fg: 'accent', bg: 'surfaceInverse', use: 'ui', where: 'The main action on the hero band' },
  { fg: 'accentText', bg: 'accent', use: 'text', where: 'Text on a selected or brand fill' },
  { fg: 'accentText', bg: 'accentHover', use: 'text', where: 'Text on a hovered brand fill' },
  { fg: 'accentStrong', bg: 'background', use: 'text', where: 'Links and checks on the page' },
  { fg: 'accentStrong', bg: 'surface', use: 'text', where: 'Links and checks in cards' },
  { fg: 'accentStrong', bg: 'accentSoft', use: 'text', where: 'Green text on a pale green fill' },
  { fg: 'text', bg: 'accentSoft', use: 'text', where: 'A highlighted menu item' },
  {
    fg: 'disabledText',
    bg: 'disabled',
    use: 'disabled',
    where: 'The label of an unavailable button',
  },
  { fg: 'borderStrong', bg: 'surface', use: 'ui', where: 'The edge of an input or outline button' },
  { fg: 'focusRing', bg: 'background', use: 'ui', where: 'The focus outline on the page' },
  { fg: 'focusRing', bg: 'surface', use: 'ui', where: 'The focus outline in a card' },
  { fg: 'dangerText', bg: 'danger', use: 'text', where: 'The label of a danger button' },
  { fg: 'danger', bg: 'surface', use: 'text', where: 'Error text under a field' },
  { fg: 'danger', bg: 'dangerSoft', use: 'text', where: 'An error message or badge' },
  { fg: 'success', bg: 'successSoft', use: 'text', where: 'A success message or badge' },
  { fg: 'warning', bg: 'warningSoft', use: 'text', where: 'A warning' },
  { fg: 'info', bg: 'infoSoft', use: 'text', where: 'Information' },
  { fg: 'text', bg: 'neutralSoft', use: 'text', where: 'A neutral badge' },
];
