import type { AdminInfo, MemberListItem, MemberSelf } from '@mijas/api';

/** Records the form tests start from: an admin's own info, a member as the list holds it, and as they see themself. */

export const adminInfo: AdminInfo = {
  id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
  username: 'omar',
  email: 'omar@example.com',
  emailIsVerified: true,
  firstName: 'Omar',
  lastName: 'Khalil',
  gender: 'M',
  dateOfBirth: null,
  major: 'Law',
  phoneNumber: '+962791234567',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Amman',
  addressDetails: 'Jabal Amman',
};

export const memberSelf: MemberSelf = {
  id: '5d3c1b7e-2f4a-4b8e-9c1d-0a2b3c4d5e6f',
  username: 'sara',
  email: 'sara@example.com',
  emailIsVerified: true,
  firstName: 'Sara',
  lastName: 'Haddad',
  gender: 'F',
  dateOfBirth: '1995-04-02',
  major: 'Civil Engineering',
  phoneNumber: '+962791234567',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Amman',
  addressDetails: 'Rainbow St 12',
};

export const memberListItem: MemberListItem = {
  ...memberSelf,
  isActiveUser: true,
  hasActiveMembership: true,
  membershipExpiry: '2027-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
