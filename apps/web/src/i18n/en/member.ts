/** Texts of the member pages (the spec's messages themselves come from the contract's `messages`). */
export const member = {
  panel: {
    navLabel: 'Member panel',
    nav: { membership: 'Membership', profile: 'My Profile' },
  },
  membership: {
    title: 'Membership',
    description: 'Your membership card and its status.',
    cardTitle: 'Membership Card',
    username: 'Username',
    fullName: 'Full Name',
    status: 'Status',
    expiryDate: 'Expiry Date',
    active: 'Active',
    inactive: 'Inactive',
    /** SPEC §2: the expiry of an inactive membership is not shown. */
    noExpiry: '.....',
    loading: 'Loading membership...',
    retry: 'Try again',
  },
  /** The card's own parts (issue 20): member number, QR code, print, the stored card shown offline. */
  card: {
    memberNumber: 'Member No.',
    /** The accessible name of the QR code, a link to the card's public check. */
    check: 'Check this card',
    print: 'Print card',
    updating: 'Updating...',
    lastUpdated: (when: string) => `Last updated ${when}`,
    offline:
      'You are offline: this is the card saved on this device. It updates when you are back online.',
    /**
     * Under the card (issue 30), by how the member logged in: Remember Me keeps the session, and so the card
     * saved here, after the browser is closed; without it the session, and the way to the card offline, end with
     * the browser. Logging out removes the card from the device.
     */
    keepOnDevice:
      'To keep your card on this device, tick Remember Me when you log in: it then opens here without a connection, even after the browser was closed.',
    keptOnDevice:
      'Your card is kept on this device: it opens here without a connection too. Logging out removes it.',
    /** Beside the SPEC's Inactive badge, when the membership ended by its date. */
    expired: 'Expired',
    endedOn: (date: string) => `Your membership ended on ${date}.`,
  },
  /** "Replace my card" (issue 30): a new QR code; the old card reads "Not active" from then on. */
  replaceCard: {
    open: 'Replace my card',
    title: 'Replace your card?',
    description:
      'Your card gets a new QR code. The current one, printed or saved anywhere, will show as Not active to partners. Do this if your card was lost or copied, then print or save the new one.',
    confirm: 'Replace card',
    working: 'Replacing...',
    cancel: 'Cancel',
    close: 'Close',
    failedTitle: 'The card was not replaced',
  },
  profile: {
    title: 'My Profile',
    description: 'Your member record. You can change your contact details here.',
    cardTitle: 'Member Information',
    fields: {
      username: 'Username',
      email: 'Email',
      fullName: 'Full Name',
      gender: 'Gender',
      dateOfBirth: 'Date of Birth',
      major: 'Major/Field',
      phoneNumber: 'Phone Number',
      nationality: 'Nationality',
      country: 'Country',
      city: 'City',
      address: 'Address',
    },
    verified: 'Verified',
    notVerified: 'Not Verified',
    loading: 'Loading member data...',
    retry: 'Try again',
    edit: 'Edit contact details',
  },
  edit: {
    title: 'Edit contact details',
    description:
      'You can change your phone number, city, address and major. For anything else, ask the club.',
    phoneNumber: 'Phone Number',
    phoneHint: 'e.g. 0791234567 or +962791234567',
    city: 'City',
    cityPlaceholder: 'Choose a city',
    address: 'Address',
    major: 'Major/Field',
    majorPlaceholder: 'Type to search majors...',
    majorsEmpty: 'No majors found',
    otherMajor: 'Your major',
    otherMajorHint: 'Please specify your major',
    cancel: 'Cancel',
  },
} as const;
