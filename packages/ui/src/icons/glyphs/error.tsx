import { icon } from '../icon';

/** A cross in a circle: it failed. */
export const ErrorIcon = icon(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M15 9l-6 6', 'M9 9l6 6'],
  'ErrorIcon',
);
