import { icon } from '../icon';

/** An empty tray: nothing to show. */
export const InboxIcon = icon(
  [
    'M22 12h-6l-2 3h-4l-2-3H2',
    'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z',
  ],
  'InboxIcon',
);
