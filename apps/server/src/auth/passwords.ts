/** argon2id password hashes (@node-rs/argon2; cost from config, cheap in tests). */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { ServerConfig } from '../config.ts';

/** `Algorithm.Argon2id` (a const enum, which `verbatimModuleSyntax` cannot read at runtime). */
const ARGON2ID = 2 as Algorithm;

export type Argon2Options = ServerConfig['argon2'];

export function hashPassword(password: string, options: Argon2Options): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...options });
}

/** Whether `password` matches `stored`; a missing hash (no password set yet) never matches. */
export async function verifyPassword(
  stored: string | null,
  password: string,
  options: Argon2Options,
): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check, so timing does not tell which accounts exist.
    await verify(await dummyHash(options), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: { key: string; value: Promise<string> } | undefined;

function dummyHash(options: Argon2Options): Promise<string> {
  const key = JSON.stringify(options);
  if (dummy?.key !== key) {
    dummy = { key, value: hashPassword('not-a-password-0A!', options) };
  }
  return dummy.value;
}
