/** Texts of the landing pages (the spec's messages themselves come from the contract's `messages`). */
export const landing = {
  hero: {
    title: 'WE ARE MIJAS',
    eyebrow: "Engineers' Association Club · Amman",
    subtitle:
      'A club for engineers and their families: sports, courses, talks and family days all year round.',
    join: 'Join Us',
  },
  partners: {
    title: 'Our Partners',
    description: 'Jordanian engineering firms that support the club and its members.',
    listLabel: 'Partners',
  },
  form: {
    sectionTitle: 'Join Us & Inquiry',
    sectionDescription:
      'Apply for membership or ask us anything. We answer within two working days.',
    formLabel: 'Join Us and inquiry form',
    typeLabel: 'Form type',
    name: 'Full name',
    email: 'Email',
    mobile: 'Mobile',
    mobileHint: 'Optional, e.g. 0791234567',
    major: 'Major',
    majorPlaceholder: 'Type to search majors...',
    otherMajor: 'Your major',
    required: 'Fields marked * are required.',
    submit: { 'Join Us': 'Send application', Inquiry: 'Send inquiry' },
    submitting: 'Sending...',
    sentTitle: 'Sent',
    sendAnother: 'Send another',
    failedTitle: 'Not sent',
  },
  nav: {
    menu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    tagline: 'The club of the engineers of Jordan: a place to meet, learn and play.',
    headings: { visit: 'Visit us', hours: 'Opening hours', follow: 'Follow us' },
  },
} as const;
