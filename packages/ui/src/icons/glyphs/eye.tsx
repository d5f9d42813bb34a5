import { icon } from '../icon';

/** An eye: shows a password. */
export const EyeIcon = icon(
  ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'],
  'EyeIcon',
);
