import { icon } from '../icon';

/** A chevron pointing down: opens a list. */
export const ChevronDownIcon = icon(['m6 9 6 6 6-6'], 'ChevronDownIcon');
