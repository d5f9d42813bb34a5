import {
  ApiError,
  type ApplicationListResponse,
  type ApplicationDetails,
  type ApplicationItem,
} from '@mijas/api';

/** The Applications machines' tests' records: submissions as the list and the details dialog get them. */

export const ID = '00000000-0000-4000-8000-0000000000a1';
export const MEMBER_ID = '00000000-0000-4000-8000-0000000000b2';

export const item = (n: number, overrides: Partial<ApplicationItem> = {}): ApplicationItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'Join Us',
  name: `Sara Haddad ${n}`,
  email: `sara${n}@example.com`,
  mobile: '+962791234567',
  major: 'Law',
  message: null,
  status: 'new',
  createdAt: '2026-11-20T08:00:00.000Z',
  memberId: null,
  ...overrides,
});

export const submission: ApplicationDetails = {
  ...item(1, { id: ID, name: 'Sara Al Haddad' }),
  language: 'en',
  memberUsername: null,
  statusChangedAt: null,
  statusChangedByUserName: null,
  replies: [],
};
export const handled: ApplicationDetails = {
  ...submission,
  status: 'handled',
  statusChangedAt: '2026-11-21T08:00:00.000Z',
  statusChangedByUserName: 'admin',
};
export const replied: ApplicationDetails = {
  ...handled,
  replies: [
    {
      id: 1,
      subject: 'Re: your MIJAS Club application',
      body: 'Welcome!',
      sentByUserName: 'admin',
      createdAt: '2026-11-21T08:00:00.000Z',
    },
  ],
};
export const page = (totalCount: number, ...ids: number[]): ApplicationListResponse => ({
  forms: ids.map((n) => item(n)),
  totalCount,
  newCount: 4,
});
export const serverDown = () => new ApiError({ status: 500, body: { message: 'Server down.' } });
