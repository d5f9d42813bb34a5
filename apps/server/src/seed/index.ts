/**
 * Seed of an empty database (ARCHITECTURE.md "Runtime contract"): the root admin from `ROOT_ADMIN_*` and, unless
 * `SEED_DEMO=0`, demo admins, members and history. Runs once per database: the first process to insert the
 * `seeded` marker does it, in one transaction with the data, so N processes starting together seed once.
 */
import {
  COUNTRY,
  countryName,
  DAY_MS,
  MEMBER_ACTION_TYPES,
  MEMBERSHIP_ACTION_TYPES,
  REQUIRED_ACTIONS,
  type Role,
  ROLES,
} from '@mijas/api/contract';
import { hashPassword } from '../auth/passwords.ts';
import type { ServerConfig } from '../config.ts';
import type { Db, Tx } from '../db/database.ts';
import {
  memberActions,
  membershipActions,
  memberships,
  plans,
  serverMeta,
  users,
  type NewUserRow,
} from '../db/schema.ts';
import { extendExpiry } from '../membership/rules.ts';
import { planDemoMembers, type GeneratedProfile } from './generate.ts';
import { seedAdminDemo } from './admin-demo.ts';

const SEEDED_KEY = 'seeded';

/** Nationalities of generated people: mostly Jordanian, some from the region (names as the contract has them). */
export const demoNationalities: readonly string[] = ['JO', 'PS', 'SY', 'EG', 'IQ', 'LB', 'SA']
  .map((code) => countryName(code, 'en'))
  .filter((name): name is string => name !== undefined);

/** The named demo accounts (verified, no pending actions), as README and the start log list them. */
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', email: 'admin@mijas.example.com', password: 'Admin#Mijas2026' },
  member: { username: 'member', email: 'member@mijas.example.com', password: 'Member#Mijas2026' },
} as const;

export interface SeedAccount {
  role: Role;
  username: string;
  password: string;
}

export interface SeedResult {
  /** False when the database had been seeded before (nothing was written). */
  seeded: boolean;
  /** The accounts one can log in with right away. */
  accounts: SeedAccount[];
}

type SeedConfig = Pick<ServerConfig, 'argon2' | 'seed' | 'production' | 'payments'>;

/** How a verified demo account signs in: its password hash and the actions it has to take first. */
export interface DemoLogin {
  passwordHash: string | null;
  requiredActions: string[];
}

/**
 * A verified demo account's sign-in: README's password (`hash`), or in production none at all (it sets one with
 * Forgot Password, like an account whose password was removed): no password README publishes signs in there.
 */
function demoLogin(config: SeedConfig, hash: string | null): DemoLogin {
  return config.production || hash === null
    ? { passwordHash: null, requiredActions: [REQUIRED_ACTIONS.updatePassword] }
    : { passwordHash: hash, requiredActions: [] };
}

function person(
  profile: Partial<GeneratedProfile> & { username: string; email: string },
): Omit<NewUserRow, 'role'> {
  return { country: COUNTRY, ...profile };
}

/** Demo admins besides `admin`: the root admin's list has active, inactive and unverified ones. */
const MORE_ADMINS = [
  {
    username: 'lina.haddad',
    email: 'lina.haddad@mijas.example.com',
    firstName: 'Lina',
    lastName: 'Haddad',
    gender: 'F',
    phoneNumber: '+962795550101',
    city: 'Irbid',
    major: 'Civil Engineering',
    state: 'active',
  },
  {
    username: 'omar.khasawneh',
    email: 'omar.khasawneh@mijas.example.com',
    firstName: 'Omar',
    lastName: 'Khasawneh',
    gender: 'M',
    phoneNumber: '+962785550102',
    city: 'Zarqa',
    major: 'Electrical Engineering',
    state: 'inactive',
  },
  {
    username: 'sara.majali',
    email: 'sara.majali@mijas.example.com',
    firstName: 'Sara',
    lastName: 'Majali',
    gender: 'F',
    phoneNumber: '+962775550103',
    city: 'Karak',
    major: 'Architecture',
    state: 'unverified',
  },
] as const;

/**
 * The plans a demo member may renew with (issue 34), in whole units of the club's currency: a year and half a
 * year on offer, and last year's price retired (the root admin's list shows both states).
 */
export const DEMO_PLANS = [
  { nameEn: 'Annual', nameAr: 'سنوي', days: 365, units: 25, active: true },
  { nameEn: 'Half year', nameAr: 'نصف سنوي', days: 182, units: 15, active: true },
  { nameEn: 'Annual (2025 price)', nameAr: 'سنوي (سعر 2025)', days: 365, units: 20, active: false },
] as const;

async function insertUser(tx: Tx, role: Role, values: Omit<NewUserRow, 'role'>): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, role })
    .returning({ id: users.id });
  if (!row) throw new Error(`seed: could not insert ${values.username}`);
  return row.id;
}

async function seedDemo(tx: Tx, config: SeedConfig, now: Date) {
  const hash = async (password: string) =>
    config.production ? null : await hashPassword(password, config.argon2);
  const adminLogin = demoLogin(config, await hash(DEMO_ACCOUNTS.admin.password));
  const memberLogin = demoLogin(config, await hash(DEMO_ACCOUNTS.member.password));
  const [jordanian = COUNTRY] = demoNationalities;
  const longAgo = new Date(now.getTime() - 800 * DAY_MS);

  const adminId = await insertUser(tx, ROLES.admin, {
    ...person({
      username: DEMO_ACCOUNTS.admin.username,
      email: DEMO_ACCOUNTS.admin.email,
      firstName: 'Yousef',
      lastName: 'Nasser',
      gender: 'M',
      phoneNumber: '+962795550100',
      nationality: jordanian,
      city: 'Amman',
      addressDetails: '12 Wasfi Al-Tal Street, Building 3',
      major: 'Software Engineering',
      dateOfBirth: '1988-04-12',
    }),
    ...adminLogin,
    emailVerified: true,
    createdAt: longAgo,
    updatedAt: longAgo,
  });

  for (const [i, admin] of MORE_ADMINS.entries()) {
    const { state, ...profile } = admin;
    const createdAt = new Date(longAgo.getTime() + (i + 1) * 30 * DAY_MS);
    await insertUser(tx, ROLES.admin, {
      ...person({ ...profile, nationality: jordanian, addressDetails: `${i + 4} Al-Quds Street` }),
      ...(state === 'unverified'
        ? {
            passwordHash: null,
            requiredActions: [REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword],
          }
        : adminLogin),
      emailVerified: state !== 'unverified',
      isActive: state !== 'inactive',
      createdAt,
      updatedAt: createdAt,
    });
  }

  // The demo member: an active membership renewed twice, created by the demo admin.
  const memberCreated = new Date(now.getTime() - 400 * DAY_MS);
  const memberId = await insertUser(tx, ROLES.member, {
    ...person({
      username: DEMO_ACCOUNTS.member.username,
      email: DEMO_ACCOUNTS.member.email,
      firstName: 'Rania',
      lastName: 'Obeidat',
      gender: 'F',
      phoneNumber: '+962795550200',
      nationality: jordanian,
      city: 'Amman',
      addressDetails: '7 Queen Rania Street, Building 21',
      major: 'Mechanical Engineering',
      dateOfBirth: '1994-09-30',
    }),
    ...memberLogin,
    emailVerified: true,
    createdAt: memberCreated,
    updatedAt: memberCreated,
  });
  const firstRenewal = new Date(memberCreated.getTime() + DAY_MS);
  const secondRenewal = new Date(now.getTime() - 20 * DAY_MS);
  const firstExpiry = extendExpiry(null, firstRenewal, 365);
  const secondExpiry = extendExpiry(firstExpiry, secondRenewal, 365);
  await tx.insert(memberActions).values({
    userId: memberId,
    actionType: MEMBER_ACTION_TYPES.create,
    madeById: adminId,
    createdAt: memberCreated,
  });
  await tx.insert(membershipActions).values([
    {
      memberId,
      actionType: MEMBERSHIP_ACTION_TYPES.renewal,
      madeById: adminId,
      numberOfDays: 365,
      amount: '40.00',
      newExpiresAt: firstExpiry,
      createdAt: firstRenewal,
    },
    {
      memberId,
      actionType: MEMBERSHIP_ACTION_TYPES.renewal,
      madeById: adminId,
      numberOfDays: 365,
      amount: '40.00',
      newExpiresAt: secondExpiry,
      createdAt: secondRenewal,
    },
  ]);
  await tx.insert(memberships).values({
    memberId,
    expiresAt: secondExpiry,
    createdAt: firstRenewal,
    updatedAt: secondRenewal,
  });

  // About 40 more members across cities, majors and states, with their history.
  for (const plan of planDemoMembers({ now, nationalities: demoNationalities })) {
    const lastEvent = [
      plan.createdAt,
      ...plan.renewals.map((r) => r.at),
      ...plan.memberActions.map((a) => a.at),
      ...(plan.membershipDeactivatedAt ? [plan.membershipDeactivatedAt] : []),
    ].reduce((a, b) => (a > b ? a : b));
    const id = await insertUser(tx, ROLES.member, {
      ...plan.profile,
      ...(plan.emailVerified
        ? memberLogin
        : {
            passwordHash: null,
            requiredActions: [REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword],
          }),
      emailVerified: plan.emailVerified,
      isActive: plan.isActive,
      createdAt: plan.createdAt,
      updatedAt: lastEvent,
    });
    await tx.insert(memberActions).values([
      {
        userId: id,
        actionType: MEMBER_ACTION_TYPES.create,
        madeById: adminId,
        createdAt: plan.createdAt,
      },
      ...plan.memberActions.map((action) => ({
        userId: id,
        actionType: action.type,
        madeById: adminId,
        createdAt: action.at,
      })),
    ]);
    if (plan.renewals.length > 0 && plan.expiresAt) {
      await tx.insert(membershipActions).values([
        ...plan.renewals.map((renewal) => ({
          memberId: id,
          actionType: MEMBERSHIP_ACTION_TYPES.renewal,
          madeById: adminId,
          numberOfDays: renewal.days,
          amount: renewal.amount,
          newExpiresAt: renewal.expiresAt,
          createdAt: renewal.at,
        })),
        ...(plan.membershipDeactivatedAt
          ? [
              {
                memberId: id,
                actionType: MEMBERSHIP_ACTION_TYPES.deactivation,
                madeById: adminId,
                createdAt: plan.membershipDeactivatedAt,
              },
            ]
          : []),
      ]);
      await tx.insert(memberships).values({
        memberId: id,
        expiresAt: plan.expiresAt,
        deactivatedAt: plan.membershipDeactivatedAt,
        createdAt: plan.renewals[0]?.at ?? plan.createdAt,
        updatedAt: plan.membershipDeactivatedAt ?? plan.renewals.at(-1)?.at ?? plan.createdAt,
      });
    }
  }

  await tx.insert(plans).values(
    DEMO_PLANS.map(({ units, ...plan }) => ({
      ...plan,
      price: units * 10 ** config.payments.exponent,
      createdAt: longAgo,
      updatedAt: longAgo,
    })),
  );

  // The club office (issue 21): inbox submissions, memberships ending soon, a year of renewals.
  await seedAdminDemo(tx, {
    adminId,
    login: memberLogin,
    nationalities: demoNationalities,
    now,
  });
}

/**
 * Seeds an empty database; does nothing (and says so) when it was seeded before. `now` is the time the demo
 * history is laid out against.
 */
export async function seedDatabase(
  db: Db,
  config: SeedConfig,
  now: Date = new Date(),
): Promise<SeedResult> {
  const root = config.seed.rootAdmin;
  const accounts: SeedAccount[] = [
    { role: ROLES.rootAdmin, username: root.username, password: root.password },
    // In production the demo accounts have no password to sign in with (`demoLogin`).
    ...(config.seed.demo && !config.production
      ? [
          { role: ROLES.admin, ...DEMO_ACCOUNTS.admin },
          { role: ROLES.member, ...DEMO_ACCOUNTS.member },
        ].map(({ role, username, password }) => ({ role, username, password }))
      : []),
  ];
  // Hash outside the transaction: on PGlite the transaction holds the only connection.
  const rootHash = await hashPassword(root.password, config.argon2);
  const seeded = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(serverMeta)
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: serverMeta.key });
    if (claimed.length === 0) return false;
    const rootCreated = new Date(now.getTime() - 900 * DAY_MS);
    await insertUser(tx, ROLES.rootAdmin, {
      ...person({
        username: root.username.trim().toLowerCase(),
        email: root.email.trim().toLowerCase(),
        firstName: 'Root',
        lastName: 'Admin',
      }),
      passwordHash: rootHash,
      emailVerified: true,
      createdAt: config.seed.demo ? rootCreated : now,
      updatedAt: config.seed.demo ? rootCreated : now,
    });
    if (config.seed.demo) await seedDemo(tx, config, now);
    return true;
  });
  return { seeded, accounts };
}
