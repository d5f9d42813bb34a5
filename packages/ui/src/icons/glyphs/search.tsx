import { icon } from '../icon';

/** A magnifying glass: search. */
export const SearchIcon = icon(
  ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z', 'm21 21-4.3-4.3'],
  'SearchIcon',
);
