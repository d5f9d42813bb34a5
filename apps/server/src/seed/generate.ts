/**
 * Pure generators for demo and bulk data: deterministic for a given seed, so the demo database looks the same on
 * every machine and a test can name what it expects. Nothing here touches the database.
 */
import {
  COUNTRY,
  DAY_MS,
  type Gender,
  JORDAN_CITIES,
  MAJORS,
  MEMBER_ACTION_TYPES,
  OTHER_MAJOR,
} from '@mijas/api/contract';
import type { MemberActionType } from '../accounts/rules.ts';
import { extendExpiry } from '../membership/rules.ts';

/** A seeded pseudo-random source (mulberry32): `next()` is uniform in [0, 1). */
export interface Random {
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (p: number) => next() < p,
  };
}

const MALE_NAMES = [
  'Ahmad',
  'Mohammad',
  'Omar',
  'Khaled',
  'Yousef',
  'Ali',
  'Hamza',
  'Laith',
  'Zaid',
  'Faris',
  'Tareq',
  'Sami',
  'Rami',
  'Hasan',
  'Ibrahim',
  'Bilal',
  'Mahmoud',
  'Anas',
  'Qais',
  'Saif',
] as const;

const FEMALE_NAMES = [
  'Lina',
  'Rania',
  'Sara',
  'Noor',
  'Hala',
  'Dana',
  'Leen',
  'Aya',
  'Raneem',
  'Farah',
  'Maysa',
  'Rawan',
  'Salma',
  'Yasmin',
  'Tala',
  'Ruba',
  'Haya',
  'Sawsan',
  'Reem',
  'Jana',
] as const;

const FAMILY_NAMES = [
  'Haddad',
  'Khoury',
  'Nasser',
  'Qasem',
  'Saleh',
  'Odeh',
  'Shami',
  'Masri',
  'Zoubi',
  'Tamimi',
  'Hijazi',
  'Kanaan',
  'Mahasneh',
  'Majali',
  'Rawashdeh',
  'Obeidat',
  'Khasawneh',
  'Bataineh',
  'Smadi',
  'Tarawneh',
  'Hourani',
  'Jaber',
  'Sharif',
  'Abu Ghazaleh',
] as const;

const STREETS = [
  'Al-Madina Al-Munawwara',
  'Wasfi Al-Tal',
  'Mecca',
  'King Abdullah II',
  'Queen Rania',
  'Al-Jami’a',
  'Prince Hamzah',
  'Al-Quds',
  'University',
  'Al-Hussein',
] as const;

/** Majors other than the free-text 'Other', for generated people. */
const NAMED_MAJORS = MAJORS.filter((major) => major !== OTHER_MAJOR);

/** The profile fields of an account as SPEC §3 lists them (country fixed to Jordan). */
export interface GeneratedProfile {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  gender: Gender;
  nationality: string;
  country: string;
  city: string;
  addressDetails: string;
  major: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const MOBILE_PREFIXES = ['77', '78', '79'] as const;

/**
 * A Jordanian mobile number in E.164 (+962 7[789] and 7 digits), derived from `index` alone: unique for indexes
 * below 10 000 000, so bulk data can be searched by phone (and a benchmark can name the number to look for).
 */
export function jordanMobile(index: number): string {
  const prefix = MOBILE_PREFIXES[index % MOBILE_PREFIXES.length] ?? '79';
  return `+962${prefix}${String(index % 10_000_000).padStart(7, '0')}`;
}

/** A plausible date of birth for an engineer aged 22 to 65 at `now`. */
export function dateOfBirth(random: Random, now: Date): string {
  const ageDays = random.int(22 * 365, 65 * 365);
  return isoDate(new Date(now.getTime() - ageDays * DAY_MS));
}

/** Slug for usernames and mail addresses: lowercase ASCII letters only. */
function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * A person's profile. `index` makes username, email and phone unique; the rest comes from `random`.
 * `nationalities` is the list to draw from (mostly the first, the host country).
 */
export function generateProfile(
  index: number,
  random: Random,
  options: {
    now: Date;
    nationalities: readonly string[];
    domain?: string;
    usernamePrefix?: string;
  },
): GeneratedProfile {
  const gender: Gender = random.chance(0.5) ? 'M' : 'F';
  const firstName = random.pick(gender === 'M' ? MALE_NAMES : FEMALE_NAMES);
  const lastName = random.pick(FAMILY_NAMES);
  const base = options.usernamePrefix ?? `${slug(firstName)}.${slug(lastName)}`;
  const username = `${base}${index}`;
  const [home, ...others] = options.nationalities;
  const nationality =
    home === undefined || others.length === 0 || random.chance(0.8) ? home : random.pick(others);
  return {
    username,
    email: `${username}@${options.domain ?? 'mijas.example.com'}`,
    firstName,
    lastName,
    phoneNumber: jordanMobile(index),
    gender,
    nationality: nationality ?? COUNTRY,
    country: COUNTRY,
    city: random.pick(JORDAN_CITIES),
    addressDetails: `${random.int(1, 120)} ${random.pick(STREETS)} Street, Building ${random.int(1, 40)}`,
    major: random.pick(NAMED_MAJORS),
    dateOfBirth: dateOfBirth(random, options.now),
  };
}

export interface PlannedRenewal {
  at: Date;
  days: number;
  /** Exact decimal as a string, two places. */
  amount: string;
  expiresAt: Date;
}

/** One demo member with the history that leads to their current state. */
export interface PlannedMember {
  profile: GeneratedProfile;
  createdAt: Date;
  isActive: boolean;
  emailVerified: boolean;
  renewals: PlannedRenewal[];
  /** When an admin deactivated the membership (after the last renewal), if they did. */
  membershipDeactivatedAt: Date | null;
  /** Member actions after creation (create is always first). */
  memberActions: { type: MemberActionType; at: Date }[];
  /** The membership's expiry after all renewals, null when never renewed. */
  expiresAt: Date | null;
}

/** Fees drawn for renewals by length: 30 days to two years. */
export const RENEWAL_PLANS = [
  { days: 30, amount: '5.00' },
  { days: 90, amount: '12.50' },
  { days: 180, amount: '22.00' },
  { days: 365, amount: '40.00' },
  { days: 730, amount: '75.00' },
] as const;

function between(random: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(from.getTime() + Math.floor(random.next() * span));
}

/**
 * The plan for one member: mostly active, verified, with a running membership; some inactive accounts, some
 * unverified mail, some expired or deactivated memberships. Every event lies between `createdAt` and `now`.
 */
export function planMember(
  profile: GeneratedProfile,
  random: Random,
  now: Date,
  kind: 'active' | 'expired' | 'deactivatedMembership' | 'inactive' | 'unverified' | 'new',
): PlannedMember {
  const createdAt = new Date(now.getTime() - random.int(40, 700) * DAY_MS - random.int(0, DAY_MS));
  const renewals: PlannedRenewal[] = [];
  let expiresAt: Date | null = null;
  const addRenewal = (at: Date, plan: (typeof RENEWAL_PLANS)[number]) => {
    expiresAt = extendExpiry(expiresAt, at, plan.days);
    renewals.push({ at, days: plan.days, amount: plan.amount, expiresAt });
  };

  if (kind === 'expired') {
    // Renewed once early on, for a period that has already run out.
    const at = between(random, createdAt, new Date(createdAt.getTime() + 5 * DAY_MS));
    const plan = RENEWAL_PLANS[random.int(0, 1)] ?? RENEWAL_PLANS[0];
    addRenewal(at, plan);
  } else if (kind !== 'new' && kind !== 'unverified') {
    // One to three renewals, the last reaching past now.
    const count = random.int(1, 3);
    let at = between(random, createdAt, new Date(createdAt.getTime() + 3 * DAY_MS));
    for (let i = 0; i < count; i += 1) {
      const plan = i === count - 1 ? RENEWAL_PLANS[random.int(3, 4)] : random.pick(RENEWAL_PLANS);
      addRenewal(at, plan ?? RENEWAL_PLANS[3]);
      at = between(random, at, now);
    }
    const last = renewals[renewals.length - 1];
    if (last && last.expiresAt.getTime() <= now.getTime()) {
      addRenewal(between(random, last.at, now), RENEWAL_PLANS[4]);
    }
  }

  const lastEvent = renewals[renewals.length - 1]?.at ?? createdAt;
  const memberActions: PlannedMember['memberActions'] = [];
  if (random.chance(0.3)) {
    memberActions.push({ type: MEMBER_ACTION_TYPES.update, at: between(random, createdAt, now) });
  }
  const isActive = kind !== 'inactive';
  if (!isActive) {
    memberActions.push({
      type: MEMBER_ACTION_TYPES.deactivate,
      at: between(random, lastEvent, now),
    });
  } else if (random.chance(0.15)) {
    // Deactivated once and later reactivated.
    const off = between(random, createdAt, now);
    memberActions.push({ type: MEMBER_ACTION_TYPES.deactivate, at: off });
    memberActions.push({ type: MEMBER_ACTION_TYPES.activate, at: between(random, off, now) });
  }
  memberActions.sort((a, b) => a.at.getTime() - b.at.getTime());

  return {
    profile,
    createdAt,
    isActive,
    emailVerified: kind !== 'unverified',
    renewals,
    membershipDeactivatedAt:
      kind === 'deactivatedMembership' ? between(random, lastEvent, now) : null,
    memberActions,
    expiresAt,
  };
}

/** The mix of states among demo members, in order (index 0 first). */
const DEMO_KINDS = [
  ...Array<'active'>(24).fill('active'),
  ...Array<'expired'>(5).fill('expired'),
  ...Array<'deactivatedMembership'>(3).fill('deactivatedMembership'),
  ...Array<'inactive'>(4).fill('inactive'),
  ...Array<'unverified'>(3).fill('unverified'),
  ...Array<'new'>(2).fill('new'),
] as const;

/** The demo members besides the named demo accounts: about 40, across cities, majors and states. */
export function planDemoMembers(options: {
  now: Date;
  nationalities: readonly string[];
  seed?: number;
}): PlannedMember[] {
  const random = createRandom(options.seed ?? 2026);
  return DEMO_KINDS.map((kind, index) =>
    planMember(
      generateProfile(index + 1, random, {
        now: options.now,
        nationalities: options.nationalities,
      }),
      random,
      options.now,
      kind,
    ),
  );
}
