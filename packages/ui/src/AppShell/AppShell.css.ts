import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/global.css';
import { vars } from '../theme/vars.css';

export const desktop = 'screen and (min-width: 48rem)';

/** Out of sight, still read by screen readers. */
const hiddenVisually = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  background: vars.color.background,
  '@media': { [desktop]: { flexDirection: 'row' } },
});

export const sidebar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  '@media': {
    [desktop]: {
      blockSize: '100dvh',
      inlineSize: vars.size.sidebar,
      flexShrink: 0,
      transition: `inline-size ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
      selectors: { '&[data-collapsed="true"]': { inlineSize: vars.size.sidebarCollapsed } },
    },
  },
});

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: vars.size.navbar,
  paddingInline: vars.space.md,
  selectors: {
    [`${sidebar}[data-collapsed="true"] &`]: {
      '@media': { [desktop]: { justifyContent: 'center', paddingInline: vars.space.xs } },
    },
  },
});

export const brand = style({
  fontWeight: vars.font.weight.black,
  fontSize: vars.font.size.lg,
  letterSpacing: vars.font.letterSpacing.wide,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    [`${sidebar}[data-collapsed="true"] &`]: { '@media': { [desktop]: { display: 'none' } } },
  },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.size.icon,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceInverseHover },
  ':focus-visible': { ...focusRing, outlineColor: vars.color.accent },
});

export const toggleIcon = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.duration.normal}`,
  selectors: {
    // The chevron points to the start edge (mirrored in right-to-left by its own class); turned, it expands.
    [`${sidebar}[data-collapsed="true"] &`]: { transform: 'scaleX(-1)' },
  },
});

export const mobileIcon = style({ '@media': { [desktop]: { display: 'none' } } });
export const desktopIcon = style({
  display: 'none',
  '@media': { [desktop]: { display: 'inline-flex' } },
});

/** The toggle's name on a phone before the screen is known: read there only. */
export const mobileName = style([hiddenVisually, { '@media': { [desktop]: { display: 'none' } } }]);
/** The toggle's name on a wide screen before the screen is known: read there only. */
export const desktopName = style([
  hiddenVisually,
  { display: 'none', '@media': { [desktop]: { display: 'block' } } },
]);

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xs,
  padding: vars.space.sm,
  overflowY: 'auto',
  selectors: {
    // A phone's menu is closed unless opened; before the page's code, the screen decides (no `data-collapsed`).
    [`${sidebar}[data-collapsed="true"] &, ${sidebar}:not([data-collapsed]) &`]: {
      '@media': { 'screen and (max-width: 47.99rem)': { display: 'none' } },
    },
  },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navFooter = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.borderInverse}`,
});

export const navItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceInverseHover },
  ':focus-visible': { ...focusRing, outlineColor: vars.color.accent, outlineOffset: '-2px' },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: vars.font.weight.bold,
    },
    [`${sidebar}[data-collapsed="true"] &`]: {
      '@media': { [desktop]: { justifyContent: 'center', paddingInline: 0 } },
    },
  },
});

export const navIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  fontSize: vars.size.icon,
  lineHeight: 1,
});

/**
 * An entry's name: whole, on two lines when it needs them beside a count (the entry grows a little); cut only past
 * two lines, as while the sidebar widens.
 */
export const navLabel = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'normal',
  selectors: {
    [`${sidebar}[data-collapsed="true"] &`]: {
      '@media': {
        [desktop]: hiddenVisually,
      },
    },
  },
});

export const main = style({
  flex: 1,
  outline: 'none',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
  '@media': { [desktop]: { padding: vars.space.xxl } },
});

export const mainInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  inlineSize: '100%',
  maxInlineSize: vars.size.content,
  marginInline: 'auto',
});

/** Hidden until focused: the first Tab on a dashboard offers to jump to the content. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none', ...focusRing },
});

/** A nav entry's count (`NavItem.badge`): a pill at the end; on the collapsed sidebar, on the icon's corner. */
export const navBadge = style({
  marginInlineStart: 'auto',
  minInlineSize: '1.5em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  // Light on the dark sidebar and on the active entry's green alike.
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.5,
  textAlign: 'center',
  selectors: {
    [`${sidebar}[data-collapsed="true"] &`]: {
      '@media': {
        [desktop]: { position: 'absolute', insetBlockStart: '2px', insetInlineEnd: '2px' },
      },
    },
  },
});

/** The count's meaning, for screen readers only (the pill shows the number). */
export const badgeLabel = style(hiddenVisually);
