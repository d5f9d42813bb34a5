import type { landing } from '../../i18n/en/landing.ts';

/**
 * The landing page's marks and links (SPEC §2): the five partners with our own simple marks (no third-party
 * images) and the social links. What a person reads of them (the partners' names and fields, the networks'
 * names), the address, the opening hours (SPEC §9) and the copyright line are in the catalogue, by language
 * (`landing.content` of `i18n/en/landing.ts` and `i18n/ar/landing.ts`).
 */

type ContentText = (typeof landing)['content'];

/** A partner's key in the catalogue's `landing.content.partners`. */
export type PartnerId = keyof ContentText['partners'];

/** A network's key in the catalogue's `landing.content.social`. */
export type SocialId = keyof ContentText['social'];

/** One shape of a partner's mark, drawn on a 48 × 48 grid. */
export interface MarkShape {
  d: string;
  /** `primary`: the brand green; `secondary`: the muted tone. */
  tone: 'primary' | 'secondary';
  /** Drawn as a line instead of a filled shape. */
  stroke?: boolean;
}

export interface PartnerContent {
  /** Its name and field in the catalogue. */
  id: PartnerId;
  mark: readonly MarkShape[];
}

/** Fictional Jordanian engineering partners, in the order shown. */
export const partners: readonly PartnerContent[] = [
  {
    id: 'petra',
    mark: [
      { d: 'M8 42V22a16 16 0 0 1 32 0v20h-8V22a8 8 0 0 0-16 0v20z', tone: 'primary' },
      { d: 'M4 42h40v3H4z', tone: 'secondary' },
    ],
  },
  {
    id: 'wadiRum',
    mark: [
      { d: 'M24 8a9 9 0 1 1 0 18a9 9 0 1 1 0-18z', tone: 'secondary' },
      { d: 'M3 42c7-10 14-12 21-6s14 4 21-6v12z', tone: 'primary' },
    ],
  },
  {
    id: 'aqaba',
    mark: [
      { d: 'M6 16c6-5 12-5 18 0s12 5 18 0', tone: 'secondary', stroke: true },
      { d: 'M6 26c6-5 12-5 18 0s12 5 18 0', tone: 'primary', stroke: true },
      { d: 'M6 36c6-5 12-5 18 0s12 5 18 0', tone: 'primary', stroke: true },
    ],
  },
  {
    id: 'zarqa',
    mark: [
      {
        d: 'M24 4l17.3 10v20L24 44 6.7 34V14zm0 12a8 8 0 1 0 0 16a8 8 0 1 0 0-16z',
        tone: 'primary',
      },
      { d: 'M24 21a3 3 0 1 1 0 6a3 3 0 1 1 0-6z', tone: 'secondary' },
    ],
  },
  {
    id: 'citadel',
    mark: [
      { d: 'M5 17L24 6l19 11z', tone: 'secondary' },
      { d: 'M9 20h6v18H9zm12 0h6v18h-6zm12 0h6v18h-6z', tone: 'primary' },
      { d: 'M5 40h38v4H5z', tone: 'secondary' },
    ],
  },
];

/** The club's social networks, in the order shown. */
export const socialLinks: readonly { id: SocialId; href: string }[] = [
  { id: 'facebook', href: 'https://www.facebook.com/mijasclub' },
  { id: 'instagram', href: 'https://www.instagram.com/mijasclub' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/mijasclub' },
  { id: 'youtube', href: 'https://www.youtube.com/@mijasclub' },
];
