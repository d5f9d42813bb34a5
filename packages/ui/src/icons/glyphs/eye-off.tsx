import { icon } from '../icon';

/** A crossed eye: hides a password. */
export const EyeOffIcon = icon(
  [
    'M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.1',
    'M6.6 6.6A17.3 17.3 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
    'M2 2l20 20',
  ],
  'EyeOffIcon',
);
