import { icon } from '../icon';

/** A clock: opening hours, a time. */
export const ClockIcon = icon(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 6v6l4 2'],
  'ClockIcon',
);
