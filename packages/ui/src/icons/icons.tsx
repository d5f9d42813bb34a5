/**
 * Decorative 24×24 stroke icons; their meaning is always given by text or an accessible name nearby. `icon` makes
 * one from its path data (the app's panel icons are made with it too). These read the same in both directions;
 * an icon that points along the line is made with `directionalIcon` (`./directional.tsx`).
 *
 * One module per icon (`./glyphs/`): the bundler then puts an icon only in the chunks of the pages that draw it,
 * so the landing's first load carries its four icons, not the whole set.
 */
export { icon } from './icon';
export { CheckIcon } from './glyphs/check';
export { MinusIcon } from './glyphs/minus';
export { CloseIcon } from './glyphs/close';
export { ChevronDownIcon } from './glyphs/chevron-down';
export { MenuIcon } from './glyphs/menu';
export { MoreIcon } from './glyphs/more';
export { EyeIcon } from './glyphs/eye';
export { EyeOffIcon } from './glyphs/eye-off';
export { InfoIcon } from './glyphs/info';
export { SuccessIcon } from './glyphs/success';
export { ErrorIcon } from './glyphs/error';
export { WarningIcon } from './glyphs/warning';
export { SearchIcon } from './glyphs/search';
export { InboxIcon } from './glyphs/inbox';
export { MapPinIcon } from './glyphs/map-pin';
export { ClockIcon } from './glyphs/clock';
