// PLACEHOLDER: replaced at merge (the Arabic is written by another engineer).
import type { Translation } from '@mijas/api';
import type { landing as english } from '../en/landing.ts';

export const landing = {
  hero: {
    title: 'ع WE ARE MIJAS',
    eyebrow: "ع Engineers' Association Club · Amman",
    subtitle:
      'ع A club for engineers and their families: sports, courses, talks and family days all year round.',
    join: 'ع Join Us',
  },
  partners: {
    title: 'ع Our Partners',
    description: 'ع Jordanian engineering firms that support the club and its members.',
    listLabel: 'ع Partners',
  },
  form: {
    sectionTitle: 'ع Join Us & Inquiry',
    sectionDescription:
      'ع Apply for membership or ask us anything. We answer within two working days.',
    formLabel: 'ع Join Us and inquiry form',
    typeLabel: 'ع Form type',
    name: 'ع Full name',
    email: 'ع Email',
    mobile: 'ع Mobile',
    mobileHint: 'ع Optional, e.g. 0791234567',
    major: 'ع Major',
    majorPlaceholder: 'ع Type to search majors...',
    otherMajor: 'ع Your major',
    required: 'ع Fields marked * are required.',
    submit: {
      'Join Us': 'ع Send application',
      Inquiry: 'ع Send inquiry',
    },
    submitting: 'ع Sending...',
    sentTitle: 'ع Sent',
    sendAnother: 'ع Send another',
    failedTitle: 'ع Not sent',
  },
  nav: {
    menu: 'ع Open menu',
    closeMenu: 'ع Close menu',
  },
  footer: {
    tagline: 'ع The club of the engineers of Jordan: a place to meet, learn and play.',
    headings: {
      visit: 'ع Visit us',
      hours: 'ع Opening hours',
      follow: 'ع Follow us',
    },
  },
} satisfies Translation<typeof english>;
