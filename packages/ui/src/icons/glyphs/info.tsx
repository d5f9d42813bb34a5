import { icon } from '../icon';

/** An i in a circle: information. */
export const InfoIcon = icon(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 16v-4', 'M12 8h.01'],
  'InfoIcon',
);
