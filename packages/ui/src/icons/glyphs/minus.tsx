import { icon } from '../icon';

/** A partly ticked checkbox. */
export const MinusIcon = icon(['M5 12h14'], 'MinusIcon');
