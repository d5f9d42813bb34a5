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
    message: 'Message',
    required: 'Fields marked * are required.',
    /** The form type switch's options, by the `FormType` each sends. */
    types: { 'Join Us': 'Join Us', Inquiry: 'Inquiry' },
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
  /**
   * The landing's content (SPEC §2): what a person reads of it. Its marks and links live in
   * `features/landing/content.ts`, by the keys of `partners` and `social`.
   */
  content: {
    /** Fictional Jordanian engineering firms: the name, and what the firm does in one line. */
    partners: {
      petra: { name: 'Petra Structural Consultants', field: 'Structural design' },
      wadiRum: { name: 'Wadi Rum Energy', field: 'Solar power' },
      aqaba: { name: 'Aqaba Marine Engineering', field: 'Ports and coastal works' },
      zarqa: { name: 'Zarqa Industrial Systems', field: 'Manufacturing and automation' },
      citadel: { name: 'Citadel Civil Works', field: 'Roads and infrastructure' },
    },
    /** The social networks' names. */
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      linkedin: 'LinkedIn',
      youtube: 'YouTube',
    },
    address: "Engineers' Club, Professional Associations Complex, Shmeisani, Amman, Jordan",
    /** SPEC §9. */
    openingHours: 'Sunday-Thursday 8:00 AM-4:00 PM',
    /** After `© year ` (landing-page.tsx): the landing's texts travel as JSON in its HTML, no functions. */
    copyright: 'MIJAS Club. All rights reserved.',
  },
} as const;
