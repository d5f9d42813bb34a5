import { icon } from '../icon';

/** Three dots: opens a row's options. */
export const MoreIcon = icon(['M12 5h.01', 'M12 12h.01', 'M12 19h.01'], 'MoreIcon');
