/**
 * Passkeys (issue 35): adding one to the signed-in account, listing, renaming and removing them, and signing in
 * with one. The WebAuthn ceremonies are @simplewebauthn/server's; what is ours is where the challenges live (the
 * database, single use, `PASSKEY_LIMITS.challengeSeconds`: any process finishes what another started), which
 * account a credential belongs to, and the relying party: `PUBLIC_URL`'s origin and host name.
 */
import {
  fullName,
  messages,
  PASSKEY_ERROR_CODES,
  PASSKEY_LIMITS,
  passkeyMessages,
  passkeyNameTaken,
  type AuthenticationCredential,
  type AuthenticationOptions,
  type LoginResponse,
  type MessageResponse,
  type Passkey,
  type PasskeysResponse,
  type RegistrationCredential,
  type RegistrationOptions,
} from '@mijas/api/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db, DbOrTx, Tx } from '../db/database.ts';
import { passkeys, users, webauthnChallenges, type UserRow } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http/errors.ts';
import type { AuthUser } from '../http/context.ts';
import { clearClientFailures, isLockedOut, recordLoginFailure } from '../auth/lockout.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { loginRefusal } from '../auth/rules.ts';
import { startSignedIn, type SignInServices } from '../auth/sign-in.ts';
import { findUser } from '../users/queries.ts';

const say = () => passkeyMessages();

/** The club's site as WebAuthn names it: passkeys made for it work on it only. */
export function relyingParty(config: Pick<ServerConfig, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'MIJAS Club' };
}

/** What a ceremony's answer must show: this challenge, this site, a verified user. */
function expected(config: Pick<ServerConfig, 'publicUrl'>, challenge: string) {
  const rp = relyingParty(config);
  return {
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  };
}

/** A check's verified outcome; one that throws or is not verified: `refuse`'s error (the reason logged). */
async function proof<T extends { verified: boolean }>(
  check: Promise<T>,
  refuse: () => Error,
  log: FastifyBaseLogger,
): Promise<T & { verified: true }> {
  let outcome: T;
  try {
    outcome = await check;
  } catch (error) {
    log.info({ err: error }, 'a passkey ceremony was refused');
    throw refuse();
  }
  if (!outcome.verified) throw refuse();
  return outcome as T & { verified: true };
}

type PasskeyRow = typeof passkeys.$inferSelect;
export type Purpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** A user's id as WebAuthn's user handle: its 16 bytes (the same for each of their passkeys). */
const userHandleOf = (userId: string) => isoUint8Array.fromHex(userId.replaceAll('-', ''));

/** Keeps a ceremony's challenge until it is used or expires; drops the expired ones on the way. */
export async function keepChallenge(
  db: DbOrTx,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
  now: Date,
) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + PASSKEY_LIMITS.challengeSeconds * 1000),
  });
}

/**
 * The challenge the browser signed (from its client data), taken: it answers once, whatever the outcome. An
 * unknown, expired or already used one, or one issued to another account: 400.
 */
async function takeChallenge(
  db: DbOrTx,
  clientDataJSON: string,
  purpose: Purpose,
  userId: string | null,
  now: Date,
): Promise<string> {
  let challenge: unknown;
  try {
    challenge = (JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown })
      .challenge;
  } catch {
    throw badRequest(PASSKEY_ERROR_CODES.notVerified, say().notVerified);
  }
  if (typeof challenge !== 'string')
    throw badRequest(PASSKEY_ERROR_CODES.notVerified, say().notVerified);
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  if (taken.length === 0)
    throw badRequest(PASSKEY_ERROR_CODES.challengeExpired, say().challengeExpired);
  return challenge;
}

async function passkeyCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

function refuseMore(total: number) {
  if (total >= PASSKEY_LIMITS.maxPerUser)
    throw conflict(PASSKEY_ERROR_CODES.tooMany, say().tooMany(PASSKEY_LIMITS.maxPerUser));
}

/**
 * A change to `userId`'s passkeys, one at a time (the account's row locked): two added at once count each other
 * against the limit, and two named at once see each other's name.
 */
function changingPasskeys<T>(
  db: DbOrTx,
  userId: string,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return change(tx);
  });
}

/** Refuses `name` when another passkey of `userId` (not `except`, the one renamed) has it. */
async function refuseTakenName(tx: Tx, userId: string, name: string, except?: string) {
  const own = await tx
    .select({ id: passkeys.id, name: passkeys.name })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (passkeyNameTaken(own, name, except))
    throw conflict(PASSKEY_ERROR_CODES.nameTaken, say().nameTaken(name.trim()));
}

// --- Adding, listing, renaming ---

/** `POST /User/passkeys/registration-options`: a discoverable credential with user verification, none twice. */
export async function registrationOptions(
  db: DbOrTx,
  config: ServerConfig,
  user: AuthUser,
  now: Date,
): Promise<RegistrationOptions> {
  const row = await findUser(db, user.id);
  if (!row) throw notFound(messages.api.userNotFound);
  return newPasskeyOptions(db, config, row, 'registration', now);
}

/** The creation options of a new passkey of `row`'s account, its challenge kept for `purpose`. */
export async function newPasskeyOptions(
  db: DbOrTx,
  config: ServerConfig,
  row: UserRow,
  purpose: Purpose,
  now: Date,
): Promise<RegistrationOptions> {
  const mine = await db.select().from(passkeys).where(eq(passkeys.userId, row.id));
  refuseMore(mine.length);
  const rp = relyingParty(config);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(row.id),
    userName: row.username,
    userDisplayName: fullName(row) || row.username,
    timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
    attestationType: 'none',
    excludeCredentials: mine.map((key) => ({ id: key.credentialId, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, purpose, row.id, now);
  return options as RegistrationOptions;
}

/** `POST /User/passkeys`: the new credential, checked against its challenge, this site and its proof, kept. */
export async function addPasskey(
  db: DbOrTx,
  config: ServerConfig,
  user: AuthUser,
  { name, credential }: { name: string; credential: RegistrationCredential },
  now: Date,
  log: FastifyBaseLogger,
): Promise<Passkey> {
  const challenge = await takeChallenge(
    db,
    credential.response.clientDataJSON,
    'registration',
    user.id,
    now,
  );
  return keepNewPasskey(db, config, user.id, { name, credential }, challenge, now, log);
}

/** A new credential of `userId`'s account, checked against `challenge` (already taken), this site and its proof, kept. */
export async function keepNewPasskey(
  db: DbOrTx,
  config: ServerConfig,
  userId: string,
  { name, credential }: { name: string; credential: RegistrationCredential },
  challenge: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<Passkey> {
  const verified = await proof(
    verifyRegistrationResponse({ response: credential, ...expected(config, challenge) }),
    () => badRequest(PASSKEY_ERROR_CODES.notVerified, say().notVerified),
    log,
  );
  const { credential: made, credentialBackedUp } = verified.registrationInfo;
  return changingPasskeys(db, userId, async (tx) => {
    refuseMore(await passkeyCount(tx, userId));
    await refuseTakenName(tx, userId, name);
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId,
        credentialId: made.id,
        publicKey: isoBase64URL.fromBuffer(made.publicKey),
        counter: made.counter,
        transports: made.transports ?? credential.response.transports ?? [],
        backedUp: credentialBackedUp,
        name,
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw conflict(PASSKEY_ERROR_CODES.alreadyRegistered, say().alreadyRegistered);
    return toPasskey(row);
  });
}

export async function listPasskeys(db: DbOrTx, user: AuthUser): Promise<PasskeysResponse> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return { passkeys: rows.map(toPasskey) };
}

export async function renamePasskey(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  name: string,
): Promise<Passkey> {
  return changingPasskeys(db, user.id, async (tx) => {
    await refuseTakenName(tx, user.id, name, id);
    const [row] = await tx
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning();
    if (!row) throw notFound(say().notFound);
    return toPasskey(row);
  });
}

// --- Assertions: sign-in, and confirming a removal ---

/** `POST /User/passkey-login/options`: a challenge any of the site's passkeys may answer (the browser lists them). */
export async function loginOptions(
  db: DbOrTx,
  config: ServerConfig,
  now: Date,
): Promise<AuthenticationOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    timeout: PASSKEY_LIMITS.challengeSeconds * 1000,
    userVerification: 'required',
  });
  await keepChallenge(db, options.challenge, 'login', null, now);
  return options as AuthenticationOptions;
}

/**
 * The passkey an assertion proves, its challenge taken, its signature and counter checked and its counter moved on
 * (only from the value it was checked against: two replays at once cannot both pass). `refuse` makes each "no"'s
 * error: a sign-in answers 401, a confirmation 400.
 */
async function provenPasskey(
  db: DbOrTx,
  config: ServerConfig,
  credential: AuthenticationCredential,
  now: Date,
  log: FastifyBaseLogger,
  refuse: (message: string) => Error,
): Promise<PasskeyRow> {
  const challenge = await takeChallenge(db, credential.response.clientDataJSON, 'login', null, now);
  return assertedPasskey(db, config, credential, challenge, now, log, refuse);
}

/**
 * The passkey an assertion to `challenge` (already taken) proves, its signature and counter checked and its counter
 * moved on; with `ownerId`, only a passkey of that account (another's: `refuse`'s "not verified").
 */
export async function assertedPasskey(
  db: DbOrTx,
  config: ServerConfig,
  credential: AuthenticationCredential,
  challenge: string,
  now: Date,
  log: FastifyBaseLogger,
  refuse: (message: string) => Error,
  ownerId?: string,
): Promise<PasskeyRow> {
  const [key] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credential.id))
    .limit(1);
  if (!key) throw refuse(say().unknownPasskey);
  if (ownerId !== undefined && key.userId !== ownerId) throw refuse(say().notVerified);
  // A user handle names the account the authenticator made the credential for: it must be this passkey's owner.
  const handle = credential.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(key.userId)))
    throw refuse(say().notVerified);
  const verified = await proof(
    verifyAuthenticationResponse({
      response: credential,
      ...expected(config, challenge),
      credential: {
        id: key.credentialId,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: key.transports as never,
      },
    }),
    () => refuse(say().notVerified),
    log,
  );
  const [moved] = await db
    .update(passkeys)
    .set({
      counter: verified.authenticationInfo.newCounter,
      backedUp: verified.authenticationInfo.credentialBackedUp,
      lastUsedAt: now,
    })
    .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
    .returning({ id: passkeys.id });
  if (!moved) throw refuse(say().notVerified);
  return key;
}

/** `POST /User/passkey-login`: the same tokens as a password's sign-in, for the passkey's account if it may. */
export async function passkeyLogin(
  app: SignInServices,
  credential: AuthenticationCredential,
  address: string,
  now: Date,
  log: FastifyBaseLogger,
  userAgent: string | null,
): Promise<LoginResponse> {
  const key = await provenPasskey(app.db, app.config, credential, now, log, (message) =>
    unauthorized(message),
  );
  const user: UserRow | undefined = await findUser(app.db, key.userId);
  if (!user) throw unauthorized(say().unknownPasskey);
  const refusal = loginRefusal(user);
  if (refusal) throw forbidden(refusal);
  return startSignedIn(app, user, address, now, userAgent);
}

/**
 * `DELETE /User/passkeys/{id}`: confirmed with the account's password or with an assertion of one of its passkeys
 * (the one removed included: proof of holding it).
 */
export async function removePasskey(
  db: Db,
  config: ServerConfig,
  user: AuthUser,
  id: string,
  confirmation: {
    password?: string | undefined;
    credential?: AuthenticationCredential | undefined;
  },
  address: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<MessageResponse> {
  const [key] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .limit(1);
  if (!key) throw notFound(say().notFound);
  if (confirmation.credential) {
    const proven = await provenPasskey(db, config, confirmation.credential, now, log, (message) =>
      badRequest(PASSKEY_ERROR_CODES.notVerified, message),
    );
    if (proven.userId !== user.id)
      throw badRequest(PASSKEY_ERROR_CODES.notVerified, say().notVerified);
  } else if (confirmation.password !== undefined) {
    // Checked as a sign-in's password is: failures count toward the account's lockout, and a locked account is
    // refused whatever is typed (a stolen session cannot try passwords here without end).
    const row = await findUser(db, user.id);
    const locked = await isLockedOut(db, user.id, address, now);
    const matches = await verifyPassword(
      locked ? null : (row?.passwordHash ?? null),
      confirmation.password,
      config.argon2,
    );
    if (locked || !matches) {
      if (!locked) await recordLoginFailure(db, user.id, address, now);
      throw badRequest(PASSKEY_ERROR_CODES.wrongPassword, say().wrongPassword);
    }
    await clearClientFailures(db, user.id, address);
  } else {
    throw badRequest(PASSKEY_ERROR_CODES.confirmationRequired, say().confirmationRequired);
  }
  await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)));
  return { message: say().removed };
}
