import { directionalIcon, icon } from '@mijas/ui';

/**
 * Navigation icons for the panels (member, admin, root admin), made like the design system's own icons: the nav
 * item's label gives the meaning. Those that point along the line (the logout arrow, a list's bullets) are
 * `directionalIcon`s, mirrored in right-to-left; the clock of history turns clockwise in both directions.
 */
export const HomeIcon = icon(
  ['M3 10.5 12 3l9 7.5', 'M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5'],
  'HomeIcon',
);
export const LogoutIcon = directionalIcon(
  ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9'],
  'LogoutIcon',
);
/** A membership card. */
export const CardIcon = icon(
  [
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
    'M9 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
    'M5.5 16a3.5 3.5 0 0 1 7 0',
    'M15 9h3',
    'M15 13h3',
  ],
  'CardIcon',
);
export const UserIcon = icon(
  ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4 21a8 8 0 0 1 16 0'],
  'UserIcon',
);
export const UsersIcon = icon(
  [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
    'M2 21a7 7 0 0 1 14 0',
    'M16 3.1a4 4 0 0 1 0 7.8',
    'M22 21a7 7 0 0 0-4-6.3',
  ],
  'UsersIcon',
);
export const UserPlusIcon = icon(
  ['M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M2 21a8 8 0 0 1 13-6.2', 'M19 15v6', 'M16 18h6'],
  'UserPlusIcon',
);
export const HistoryIcon = icon(
  ['M3 12a9 9 0 1 0 3-6.7L3 8', 'M3 3v5h5', 'M12 7v5l3 2'],
  'HistoryIcon',
);
export const ListIcon = directionalIcon(
  ['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01'],
  'ListIcon',
);
/** A bell: the expiry reminders. */
export const BellIcon = icon(
  ['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
  'BellIcon',
);
/** Bars of a chart: the Overview (issue 21). */
export const ChartIcon = icon(['M4 20h16', 'M7 16v-5', 'M12 16V6', 'M17 16v-8'], 'ChartIcon');
/** A tray: Applications, the Join Us applications and inquiries (issue 21). */
export const TrayIcon = icon(
  ['M3 13h5l1.5 3h5L16 13h5', 'M5.5 5h13L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5L5.5 5Z'],
  'TrayIcon',
);
/** An arrow into a tray: importing a file (issue 21). */
export const ImportIcon = icon(
  ['M12 3v12', 'm7 10 5 5 5-5', 'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2'],
  'ImportIcon',
);
/** A price tag: the membership plans (issue 34). */
export const TagIcon = icon(['M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z', 'M7.5 7.5h.01'], 'TagIcon');
/** A receipt: a slip with a torn edge and its lines. */
export const ReceiptIcon = icon(
  ['M6 3h12v18l-3-2-3 2-3-2-3 2V3Z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  'ReceiptIcon',
);
