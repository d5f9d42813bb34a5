/**
 * The admins' demo data (issue 21): a few applications (Join Us and Inquiry, some Arabic names, one
 * handled with a reply, one archived), members whose memberships end in 5, 7 and 30 days, and their renewals
 * spread over the past 12 months so the overview's charts are not empty.
 */
import {
  type ApplicationStatus,
  DAY_MS,
  type FormType,
  type Locale,
  MEMBER_ACTION_TYPES,
  MEMBERSHIP_ACTION_TYPES,
  ROLES,
} from '@mijas/api/contract';
import type { Tx } from '../db/database.ts';
import {
  formReplies,
  formSubmissions,
  memberActions,
  membershipActions,
  memberships,
  users,
  type UserRow,
} from '../db/schema.ts';
import { extendExpiry } from '../membership/rules.ts';
import { createRandom, generateProfile, RENEWAL_PLANS } from './generate.ts';

const HOUR_MS = 60 * 60 * 1000;

interface DemoSubmission {
  type: FormType;
  name: string;
  email: string;
  mobile: string | null;
  major: string;
  /** What the visitor wrote (issue 30), or null. */
  message: string | null;
  /** The language they wrote in (their reply's). */
  language: Locale;
  /** Hours before the seed's `now`. */
  hoursAgo: number;
  status: ApplicationStatus;
  reply?: { subject: string; body: string; hoursAgo: number };
}

export const DEMO_SUBMISSIONS: readonly DemoSubmission[] = [
  {
    type: 'Join Us',
    name: 'ليلى الزعبي',
    email: 'laila.zoubi@example.com',
    mobile: '+962791234501',
    major: 'Pharmacy',
    message: 'أعمل صيدلانية في إربد. هل يمكنني الانضمام وأنا لست مهندسة؟',
    language: 'ar',
    hoursAgo: 2,
    status: 'new',
  },
  {
    type: 'Inquiry',
    name: 'Khaled Mansour',
    email: 'khaled.mansour@example.com',
    mobile: null,
    major: 'Law',
    message:
      'Hello,\n\nDo you offer a family membership? I would like to bring my wife and two children to the weekend activities.\n\nThank you,\nKhaled',
    language: 'en',
    hoursAgo: 26,
    status: 'new',
  },
  {
    type: 'Join Us',
    name: 'محمد العمري',
    email: 'mohammad.omari@example.com',
    mobile: '+962781234502',
    major: 'Computer Engineering',
    message: null,
    language: 'ar',
    hoursAgo: 3 * 24,
    status: 'new',
  },
  {
    type: 'Inquiry',
    name: 'Dana Saleh',
    email: 'dana.saleh@example.com',
    mobile: '+962771234503',
    major: 'Architecture',
    message: 'How much is a year of membership, and can I pay at the office?',
    language: 'en',
    hoursAgo: 6 * 24,
    status: 'handled',
    reply: {
      subject: 'Membership fees',
      body: 'Dear Dana,\n\nA year of membership costs 40 JOD; you can pay at the club office, Sunday to Thursday.\n\nWelcome!',
      hoursAgo: 5 * 24,
    },
  },
  {
    type: 'Inquiry',
    name: 'نور الحسن',
    email: 'noor.hassan@example.com',
    mobile: '+962791234504',
    major: 'Medicine',
    message: 'هل تقدّمون دورات تدريبية للأطباء حديثي التخرج؟\nوما مواعيدها؟',
    language: 'ar',
    hoursAgo: 9 * 24,
    status: 'new',
  },
  {
    type: 'Join Us',
    name: 'Yazan Qudah',
    email: 'yazan.qudah@example.com',
    mobile: '+962791234505',
    major: 'Civil Engineering',
    message: null,
    language: 'en',
    hoursAgo: 20 * 24,
    status: 'archived',
  },
];

/**
 * Members whose membership ends in `endsInDays` (the reminders' and the "expiring soon" figure's cases), each
 * renewed every `plan` period so that their renewals reach back about a year: one a month, one a quarter, one a
 * year.
 */
const EXPIRING_MEMBERS = [
  { endsInDays: 5, plan: RENEWAL_PLANS[0], renewals: 12 },
  { endsInDays: 7, plan: RENEWAL_PLANS[1], renewals: 4 },
  { endsInDays: 30, plan: RENEWAL_PLANS[3], renewals: 1 },
] as const;

/** Generated profiles' indexes: after those of the other demo members. */
const FIRST_INDEX = 101;

export async function seedAdminDemo(
  tx: Tx,
  options: {
    adminId: string;
    /** How the demo accounts sign in (`demoLogin` of `index.ts`). */
    login: Pick<UserRow, 'passwordHash' | 'requiredActions'>;
    nationalities: readonly string[];
    now: Date;
  },
): Promise<void> {
  const { adminId, now } = options;
  const random = createRandom(21);
  for (const [i, member] of EXPIRING_MEMBERS.entries()) {
    const profile = generateProfile(FIRST_INDEX + i, random, {
      now,
      nationalities: options.nationalities,
    });
    const ends = now.getTime() + member.endsInDays * DAY_MS;
    const firstRenewal = new Date(ends - member.renewals * member.plan.days * DAY_MS);
    const createdAt = new Date(firstRenewal.getTime() - DAY_MS);
    const [row] = await tx
      .insert(users)
      .values({
        ...profile,
        role: ROLES.member,
        ...options.login,
        emailVerified: true,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`seed: could not insert ${profile.username}`);
    await tx.insert(memberActions).values({
      userId: row.id,
      actionType: MEMBER_ACTION_TYPES.create,
      madeById: adminId,
      createdAt,
    });
    let expiresAt: Date | null = null;
    const renewals = [];
    for (let k = 0; k < member.renewals; k += 1) {
      const at = new Date(firstRenewal.getTime() + k * member.plan.days * DAY_MS);
      expiresAt = extendExpiry(expiresAt, at, member.plan.days);
      renewals.push({
        memberId: row.id,
        actionType: MEMBERSHIP_ACTION_TYPES.renewal,
        madeById: adminId,
        numberOfDays: member.plan.days,
        amount: member.plan.amount,
        newExpiresAt: expiresAt,
        createdAt: at,
      });
    }
    await tx.insert(membershipActions).values(renewals);
    await tx.insert(memberships).values({
      memberId: row.id,
      expiresAt: expiresAt ?? new Date(ends),
      createdAt: firstRenewal,
      updatedAt: renewals.at(-1)?.createdAt ?? firstRenewal,
    });
  }

  for (const submission of DEMO_SUBMISSIONS) {
    const createdAt = new Date(now.getTime() - submission.hoursAgo * HOUR_MS);
    const { reply, hoursAgo: _hoursAgo, ...fields } = submission;
    const changedAt = reply
      ? new Date(now.getTime() - reply.hoursAgo * HOUR_MS)
      : new Date(createdAt.getTime() + HOUR_MS);
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        ...fields,
        createdAt,
        ...(submission.status === 'new'
          ? {}
          : { statusChangedAt: changedAt, statusChangedById: adminId }),
      })
      .returning({ id: formSubmissions.id });
    if (row && reply) {
      await tx.insert(formReplies).values({
        submissionId: row.id,
        subject: reply.subject,
        body: reply.body,
        sentById: adminId,
        createdAt: changedAt,
      });
    }
  }
}
