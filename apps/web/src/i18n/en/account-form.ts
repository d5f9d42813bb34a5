/**
 * The fields of the forms that open an account (Add Member, Create Admin) and of the profile forms, read as
 * `useText().accountForm`.
 */
export const accountForm = {
  sections: { account: 'Account', personal: 'Personal details', address: 'Address and field' },
  fields: {
    username: 'Username',
    email: 'Email',
    firstName: 'First Name',
    lastName: 'Last Name',
    phoneNumber: 'Phone Number',
    gender: 'Gender',
    dateOfBirth: 'Date of Birth',
    nationality: 'Nationality',
    country: 'Country',
    city: 'City',
    addressDetails: 'Address Details',
    major: 'Major',
    otherMajor: 'Your major',
  },
  placeholders: {
    gender: 'Choose a gender',
    city: 'Choose a city',
    nationality: 'Type to search countries',
    major: 'Type to search majors',
    phoneNumber: 'e.g. 0791234567',
  },
  genders: { M: 'Male', F: 'Female' },
} as const;
