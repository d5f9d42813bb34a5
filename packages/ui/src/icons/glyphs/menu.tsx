import { icon } from '../icon';

/** Three lines: opens the navigation on a phone. */
export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16'], 'MenuIcon');
