import type { SVGProps } from 'react';

/**
 * Decorative 24×24 stroke icons; their meaning is always given by text or an accessible name nearby. `icon` makes
 * one from its path data (the app's panel icons are made with it too). These read the same in both directions;
 * an icon that points along the line is made with `directionalIcon` (`./directional.tsx`).
 */
export function icon(paths: readonly string[], displayName: string) {
  function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** A check mark: done, a rule met, the chosen option. */
export const CheckIcon = icon(['M20 6 9 17l-5-5'], 'CheckIcon');
/** A partly ticked checkbox. */
export const MinusIcon = icon(['M5 12h14'], 'MinusIcon');
/** A cross: closes a dialog, a toast or a menu. */
export const CloseIcon = icon(['M18 6 6 18', 'M6 6l12 12'], 'CloseIcon');
/** A chevron pointing down: opens a list. */
export const ChevronDownIcon = icon(['m6 9 6 6 6-6'], 'ChevronDownIcon');
/** Three lines: opens the navigation on a phone. */
export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16'], 'MenuIcon');
/** Three dots: opens a row's options. */
export const MoreIcon = icon(['M12 5h.01', 'M12 12h.01', 'M12 19h.01'], 'MoreIcon');
/** An eye: shows a password. */
export const EyeIcon = icon(
  ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'],
  'EyeIcon',
);
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
/** An i in a circle: information. */
export const InfoIcon = icon(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 16v-4', 'M12 8h.01'],
  'InfoIcon',
);
/** A check in a circle: it worked. */
export const SuccessIcon = icon(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'm8 12 3 3 5-6'],
  'SuccessIcon',
);
/** A cross in a circle: it failed. */
export const ErrorIcon = icon(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M15 9l-6 6', 'M9 9l6 6'],
  'ErrorIcon',
);
/** An exclamation mark in a triangle: take care. */
export const WarningIcon = icon(
  [
    'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
    'M12 9v4',
    'M12 17h.01',
  ],
  'WarningIcon',
);
/** A magnifying glass: search. */
export const SearchIcon = icon(
  ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z', 'm21 21-4.3-4.3'],
  'SearchIcon',
);
/** An empty tray: nothing to show. */
export const InboxIcon = icon(
  [
    'M22 12h-6l-2 3h-4l-2-3H2',
    'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z',
  ],
  'InboxIcon',
);
/** A map pin: an address. */
export const MapPinIcon = icon(
  ['M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z', 'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'],
  'MapPinIcon',
);
/** A clock: opening hours, a time. */
export const ClockIcon = icon(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 6v6l4 2'],
  'ClockIcon',
);
