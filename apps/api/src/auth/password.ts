import { hash, verify } from '@node-rs/argon2';

import type { Algorithm, Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id parameters of the OWASP Password Storage Cheat Sheet: 19 MiB memory
 * (memoryCost in KiB), 2 passes, 1 lane. About 50 ms per hash on one core.
 */
export const PASSWORD_HASH_OPTIONS: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Shortest password registration and reset accept, in characters (UTF-16 code units). */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest password accepted, in characters; a bound on the work an attacker can ask for. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Hashes a password for `users.password_hash` (§2 legacy login mode).
 *
 * @param plain the password as typed
 * @returns a PHC string, `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, with a fresh random salt
 * @throws only when the native hasher fails (out of memory)
 */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/**
 * Checks a password against a stored hash in constant time.
 *
 * @param storedHash the PHC string of `users.password_hash` (any argon2 variant or parameters)
 * @param plain the password as typed
 * @returns true when it matches; false when it does not or when the stored value is not an
 *   argon2 hash (e.g. the seed's placeholder) — never throws for bad input
 */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one password check against a hash nobody's password matches, so that a
 * login for an unknown e-mail address takes as long as one with a wrong password.
 *
 * @returns always false, after about one hash time
 */
export async function verifyDummyPassword(plain: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that guards against account enumeration');
  await verifyPassword(await dummyHash, plain);
  return false;
}
