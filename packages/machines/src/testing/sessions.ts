import type { SessionsResponse, SignedInSession } from '@mijas/api';

/**
 * Signed-in devices (issue 35) as the machine's tests and the stories show them: this device (a desktop Chrome),
 * a phone signed in a day before, a tablet of last month.
 */
export const thisDevice: SignedInSession = {
  id: '0c9d5b2e-3f7a-4c41-9b1e-6a2d8f4e7c10',
  browser: 'Chrome 131',
  os: 'Windows 10',
  deviceType: 'desktop',
  ipAddress: '203.0.113.24',
  createdAt: '2026-11-20T08:15:00.000Z',
  lastUsedAt: '2026-11-28T19:42:00.000Z',
  current: true,
};

export const phone: SignedInSession = {
  id: '5e1f7a93-8b24-4d6c-a0f3-2c9e4b8d1a57',
  browser: 'Safari 18',
  os: 'iOS 18',
  deviceType: 'mobile',
  ipAddress: '198.51.100.7',
  createdAt: '2026-11-27T17:03:00.000Z',
  lastUsedAt: '2026-11-28T07:30:00.000Z',
  current: false,
};

export const tablet: SignedInSession = {
  id: 'a4c2e8f1-6d39-4b7a-8e05-9f1b3c7d2e64',
  browser: null,
  os: null,
  deviceType: 'other',
  ipAddress: null,
  createdAt: '2026-10-30T11:00:00.000Z',
  lastUsedAt: '2026-10-30T11:00:00.000Z',
  current: false,
};

export const signedInDevices: SessionsResponse = {
  sessions: [thisDevice, phone, tablet],
  totalCount: 3,
};
