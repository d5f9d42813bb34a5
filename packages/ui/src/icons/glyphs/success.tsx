import { icon } from '../icon';

/** A check in a circle: it worked. */
export const SuccessIcon = icon(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'm8 12 3 3 5-6'],
  'SuccessIcon',
);
