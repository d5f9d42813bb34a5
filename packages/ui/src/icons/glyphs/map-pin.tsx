import { icon } from '../icon';

/** A map pin: an address. */
export const MapPinIcon = icon(
  ['M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z', 'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'],
  'MapPinIcon',
);
