import { icon } from '../icon';

/** A cross: closes a dialog, a toast or a menu. */
export const CloseIcon = icon(['M18 6 6 18', 'M6 6l12 12'], 'CloseIcon');
