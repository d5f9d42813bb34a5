/** Test support for the route suites: accounts inserted straight into the database, with a known password. */
import { ROLES } from '@mijas/api/contract';
import type { TestApp } from './app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { users, type NewUserRow, type UserRow } from '../src/db/schema.ts';

export const TEST_PASSWORD = 'Str0ng#Pass';

/** A complete profile, as an admin would have entered it. */
export const TEST_PROFILE = {
  firstName: 'Omar',
  lastName: 'Saleh',
  gender: 'M',
  dateOfBirth: '1990-04-02',
  major: 'Civil Engineering',
  phoneNumber: '+962791234567',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Irbid',
  addressDetails: 'University Street 5',
} as const;

let sequence = 0;

/** Inserts an active, verified member with TEST_PROFILE and TEST_PASSWORD; `overrides` change any column. */
export async function insertUser(
  t: Pick<TestApp, 'database' | 'config'>,
  overrides: Partial<NewUserRow> = {},
): Promise<UserRow> {
  sequence += 1;
  const username = `user${sequence}${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      role: ROLES.member,
      ...TEST_PROFILE,
      passwordHash: await hashPassword(TEST_PASSWORD, t.config.argon2),
      emailVerified: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
