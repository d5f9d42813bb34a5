/**
 * Staff must use passkeys, if the club says so (issue 35). The root admins' setting (`club_settings`), and the second
 * step a password sign-in of an admin or root admin answers while it is on: confirm with one of the account's
 * passkeys, or add the account's first one; either then gets the login's tokens. The step's ticket is its ceremony's
 * challenge, kept with its account (`webauthn_challenges`, purposes `staff-login` and `staff-registration`): single
 * use, short-lived, and any process finishes what another started. Members are never asked; a passkey sign-in
 * satisfies the rule; a refresh of a session already started is not a sign-in.
 */
import {
  LOGIN_SECOND_STEPS,
  PASSKEY_LIMITS,
  ROLES,
  STAFF_PASSKEY_ERROR_CODES,
  staffPasskeyMessages,
  type AuthenticationCredential,
  type AuthenticationOptions,
  type LoginResponse,
  type LoginSecondStep,
  type RegistrationCredential,
  type StaffPasskeysSetting,
} from '@mijas/api/contract';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/database.ts';
import { clubSettings, passkeys, webauthnChallenges, type UserRow } from '../db/schema.ts';
import { badRequest, forbidden, unauthorized } from '../http/errors.ts';
import { loginRefusal } from '../auth/rules.ts';
import { startSignedIn, type SignInServices } from '../auth/sign-in.ts';
import { findUser } from '../users/queries.ts';
import {
  assertedPasskey,
  keepChallenge,
  keepNewPasskey,
  newPasskeyOptions,
  relyingParty,
  type Purpose,
} from './passkeys.ts';

const STAFF_ROLES: ReadonlySet<string> = new Set([ROLES.admin, ROLES.rootAdmin]);

/** `GET /RootAdmin/settings/staff-passkeys` (off until a root admin turns it on). */
export async function staffPasskeysSetting(db: DbOrTx): Promise<StaffPasskeysSetting> {
  const [row] = await db
    .select({ required: clubSettings.staffPasskeysRequired })
    .from(clubSettings)
    .where(eq(clubSettings.id, 1))
    .limit(1);
  return { required: row?.required ?? false };
}

/** `PUT /RootAdmin/settings/staff-passkeys`: applies at each staff member's next sign-in. */
export async function setStaffPasskeysSetting(
  db: DbOrTx,
  required: boolean,
  by: string,
  now: Date,
): Promise<StaffPasskeysSetting> {
  await db
    .insert(clubSettings)
    .values({ id: 1, staffPasskeysRequired: required, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: clubSettings.id,
      set: { staffPasskeysRequired: required, updatedAt: now, updatedBy: by },
    });
  return { required };
}

/**
 * The second step a password sign-in of `user` owes under the rule, or null (a member; the rule off): `passkey` with
 * the challenge of the account's own passkeys, `addPasskey` with a new one's options when it has none.
 */
export async function secondStepOf(
  app: SignInServices,
  user: UserRow,
  now: Date,
): Promise<LoginSecondStep | null> {
  if (!STAFF_ROLES.has(user.role) || !(await staffPasskeysSetting(app.db)).required) return null;
  const mine = await app.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (mine.length === 0) {
    const options = await newPasskeyOptions(app.db, app.config, user, 'staff-registration', now);
    return { secondStep: LOGIN_SECOND_STEPS.addPasskey, ticket: options.challenge, options };
  }
  const options = (await generateAuthenticationOptions({
    rpID: relyingParty(app.config).id,
    timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
    userVerification: 'required',
    allowCredentials: mine.map((key) => ({ id: key.id, transports: key.transports as never })),
  })) as AuthenticationOptions;
  await keepChallenge(app.db, options.challenge, 'staff-login', user.id, now);
  return { secondStep: LOGIN_SECOND_STEPS.passkey, ticket: options.challenge, options };
}

/** The account a live ticket of `purpose` was issued to, the ticket taken (it answers once, whatever follows); 400. */
async function takeTicket(db: DbOrTx, ticket: string, purpose: Purpose, now: Date) {
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, ticket),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: webauthnChallenges.userId });
  if (!taken?.userId)
    throw badRequest(STAFF_PASSKEY_ERROR_CODES.stepExpired, staffPasskeyMessages().stepExpired);
  return taken.userId;
}

/** The login's tokens for the ticket's account once its step is done, if it may still sign in. */
async function admitted(
  app: SignInServices,
  userId: string,
  address: string,
  now: Date,
  userAgent: string | null,
): Promise<LoginResponse> {
  const user = await findUser(app.db, userId);
  if (!user)
    throw badRequest(STAFF_PASSKEY_ERROR_CODES.stepExpired, staffPasskeyMessages().stepExpired);
  const refusal = loginRefusal(user);
  if (refusal) throw forbidden(refusal);
  return startSignedIn(app, user, address, now, userAgent);
}

/** `POST /User/passkey-login/confirm`: an assertion to the ticket of one of the ticket's account's passkeys. */
export async function confirmSignInPasskey(
  app: SignInServices,
  { ticket, credential }: { ticket: string; credential: AuthenticationCredential },
  address: string,
  now: Date,
  log: FastifyBaseLogger,
  userAgent: string | null,
): Promise<LoginResponse> {
  const userId = await takeTicket(app.db, ticket, 'staff-login', now);
  await assertedPasskey(
    app.db,
    app.config,
    credential,
    ticket,
    now,
    log,
    (message) => unauthorized(message),
    userId,
  );
  return admitted(app, userId, address, now, userAgent);
}

/** `POST /User/passkey-login/add-passkey`: the account's first passkey, made to the ticket, kept. */
export async function addSignInPasskey(
  app: SignInServices,
  {
    ticket,
    name,
    credential,
  }: { ticket: string; name: string; credential: RegistrationCredential },
  address: string,
  now: Date,
  log: FastifyBaseLogger,
  userAgent: string | null,
): Promise<LoginResponse> {
  const userId = await takeTicket(app.db, ticket, 'staff-registration', now);
  await keepNewPasskey(app.db, app.config, userId, { name, credential }, ticket, now, log);
  return admitted(app, userId, address, now, userAgent);
}
