/**
 * The colour roles of the theme contract, each with what it is for. `vars.css.ts` makes the contract from these
 * names, each theme fills every one (`palette.ts`), and the Storybook token pages show these descriptions: one
 * list, so the three cannot drift apart.
 */
export const colorRoles = {
  background: 'The page behind everything.',
  surface: 'Cards, tables, menus, dialogs and inputs.',
  surfaceMuted: 'Hovered rows and buttons, subtle fills, table headers.',
  surfaceInverse: 'The dark bands: the hero, the footer, the dashboard sidebar.',
  surfaceInverseHover: 'A hovered entry on a dark band.',
  borderInverse: 'Lines on a dark band.',
  textInverse: 'Text on a dark band.',
  text: 'Body text and headings.',
  textMuted: 'Secondary text: hints, descriptions, captions.',
  accent:
    "The association's green as a fill: selected states (the current page, the active navigation entry, a " +
    'ticked box), the main action on a dark band, brand marks.',
  accentHover: 'A hovered `accent` fill.',
  accentText: 'Text and icons on `accent`.',
  accentStrong: 'Green for text and icons on `background` and `surface`: links, met rules.',
  accentSoft: 'A pale green fill: a highlighted menu item, a selected row.',
  primary:
    "The main action of a view (a solid Button, the landing's Login): a fill that stands out from the page (3:1 " +
    'at least) and carries its label at 4.5:1 at least.',
  primaryHover: 'A hovered `primary` fill.',
  primaryText: 'The label and icon on `primary`.',
  disabled:
    'The fill of an unavailable control: a flat grey, neither green nor raised, so it cannot pass for the main ' +
    'action.',
  disabledText:
    'The label of an unavailable control: muted but legible (WCAG exempts unavailable controls from contrast).',
  border: 'Dividers and the edges of cards and tables (decorative).',
  borderStrong: 'The edges of inputs and outline buttons (3:1 at least against what they sit on).',
  focusRing: 'The keyboard focus outline (3:1 at least against the page and surfaces).',
  overlay: 'The veil behind a dialog.',
  success: 'Success text and icons.',
  successSoft: 'The fill behind success messages and badges.',
  danger: 'Errors, and actions that take something away (a danger Button).',
  dangerHover: 'A hovered `danger` fill.',
  dangerText: 'The label on a `danger` fill.',
  dangerSoft: 'The fill behind error messages and badges.',
  warning: 'Warning text and icons.',
  warningSoft: 'The fill behind warnings.',
  info: 'Information text and icons.',
  infoSoft: 'The fill behind information.',
  neutralSoft: 'A grey fill: neutral badges, skeleton rows, an off switch.',
} as const;

export type ColorRole = keyof typeof colorRoles;
