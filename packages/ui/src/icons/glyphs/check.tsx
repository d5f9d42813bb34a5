import { icon } from '../icon';

/** A check mark: done, a rule met, the chosen option. */
export const CheckIcon = icon(['M20 6 9 17l-5-5'], 'CheckIcon');
