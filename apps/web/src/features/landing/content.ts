/**
 * The landing page's content (SPEC §2): the five partners with our own simple marks (no third-party images),
 * the social links, the address in Amman, the opening hours (SPEC §9) and the copyright line.
 */

/** One shape of a partner's mark, drawn on a 48 × 48 grid. */
export interface MarkShape {
  d: string;
  /** `primary`: the brand green; `secondary`: the muted tone. */
  tone: 'primary' | 'secondary';
  /** Drawn as a line instead of a filled shape. */
  stroke?: boolean;
}

export interface PartnerContent {
  name: string;
  /** What the partner does, one line. */
  field: string;
  mark: readonly MarkShape[];
}

/** Fictional Jordanian engineering partners. */
export const partners: readonly PartnerContent[] = [
  {
    name: 'Petra Structural Consultants',
    field: 'Structural design',
    mark: [
      { d: 'M8 42V22a16 16 0 0 1 32 0v20h-8V22a8 8 0 0 0-16 0v20z', tone: 'primary' },
      { d: 'M4 42h40v3H4z', tone: 'secondary' },
    ],
  },
  {
    name: 'Wadi Rum Energy',
    field: 'Solar power',
    mark: [
      { d: 'M24 8a9 9 0 1 1 0 18a9 9 0 1 1 0-18z', tone: 'secondary' },
      { d: 'M3 42c7-10 14-12 21-6s14 4 21-6v12z', tone: 'primary' },
    ],
  },
  {
    name: 'Aqaba Marine Engineering',
    field: 'Ports and coastal works',
    mark: [
      { d: 'M6 16c6-5 12-5 18 0s12 5 18 0', tone: 'secondary', stroke: true },
      { d: 'M6 26c6-5 12-5 18 0s12 5 18 0', tone: 'primary', stroke: true },
      { d: 'M6 36c6-5 12-5 18 0s12 5 18 0', tone: 'primary', stroke: true },
    ],
  },
  {
    name: 'Zarqa Industrial Systems',
    field: 'Manufacturing and automation',
    mark: [
      {
        d: 'M24 4l17.3 10v20L24 44 6.7 34V14zm0 12a8 8 0 1 0 0 16a8 8 0 1 0 0-16z',
        tone: 'primary',
      },
      { d: 'M24 21a3 3 0 1 1 0 6a3 3 0 1 1 0-6z', tone: 'secondary' },
    ],
  },
  {
    name: 'Citadel Civil Works',
    field: 'Roads and infrastructure',
    mark: [
      { d: 'M5 17L24 6l19 11z', tone: 'secondary' },
      { d: 'M9 20h6v18H9zm12 0h6v18h-6zm12 0h6v18h-6z', tone: 'primary' },
      { d: 'M5 40h38v4H5z', tone: 'secondary' },
    ],
  },
];

export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/mijasclub' },
  { label: 'Instagram', href: 'https://www.instagram.com/mijasclub' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/mijasclub' },
  { label: 'YouTube', href: 'https://www.youtube.com/@mijasclub' },
] as const;

export const address =
  "Engineers' Club, Professional Associations Complex, Shmeisani, Amman, Jordan";

/** SPEC §9. */
export const openingHours = 'Sunday-Thursday 8:00 AM-4:00 PM';

export const brand = 'MIJAS';

export function copyright(year: number): string {
  return `© ${year} MIJAS Club. All rights reserved.`;
}
