/**
 * `/User/login`'s answer: the session `sign-in.ts` starts for the account `login.ts` admits, or first the second
 * step that account owes while the club requires passkeys of staff (`passkeys/staff.ts`). Apart from `sign-in.ts`,
 * which the passkeys' own sign-ins use too (no import loop).
 */
import type { LoginResponse, LoginSecondStep } from '@mijas/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import { secondStepOf } from '../passkeys/staff.ts';
import { checkLogin } from './login.ts';
import { startSignedIn, type SignInServices } from './sign-in.ts';

/**
 * Login from the client at `address` (with its `userAgent`): the credentials' account (or the one 401/403 `checkLogin` answers), with a
 * new session family; an admin's or root admin's while the club requires passkeys of staff: the second step it owes
 * first (`passkeys/staff.ts`), and no session yet.
 */
export async function logIn(
  app: SignInServices,
  credentials: { emailOrUsername: string; password: string },
  address: string,
  now: Date,
  log: FastifyBaseLogger,
  userAgent: string | null = null,
): Promise<LoginResponse | LoginSecondStep> {
  const user = await checkLogin(app.db, app.config, credentials, address, now, log);
  return (await secondStepOf(app, user, now)) ?? startSignedIn(app, user, address, now, userAgent);
}
