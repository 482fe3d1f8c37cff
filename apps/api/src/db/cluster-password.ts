/**
 * The password of the embedded PostgreSQL's `postgres` role: random, generated on first start
 * and kept in the cluster folder (`rooms-password`, mode 0600), never written in the code.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';

/** File of the password inside the cluster folder. */
export const PASSWORD_FILE = 'rooms-password';
/** A new password chosen but not yet known to be the role's (rotation of an old cluster). */
const PENDING_PASSWORD_FILE = 'rooms-password.pending';
/**
 * The password every cluster created before issue 22 was initialised with; only used once, to
 * sign in to such a cluster and replace it with a random one.
 */
const LEGACY_PASSWORD = 'rooms-local';

/** 32 random characters (192 bits), URL-safe. */
export function newPassword(): string {
  return randomBytes(24).toString('base64url');
}

/** Writes a password file readable by this user only (written aside, then renamed). */
export function writePasswordFile(file: string, password: string): void {
  writeFileSync(`${file}.tmp`, `${password}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

function readPasswordFile(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** The cluster's password when its file exists. */
export function readClusterPassword(clusterDir: string): string | undefined {
  return readPasswordFile(join(clusterDir, PASSWORD_FILE));
}

async function canSignIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The password of a running cluster: its file's, or, for a cluster created with the old fixed
 * password, a new random one set with ALTER ROLE and then written to the file. Crash-safe: the
 * new password is written (pending) before the role changes, and tried first next time.
 *
 * @param clusterDir the cluster folder
 * @param urlWith the server's URL for a password
 * @returns the password that signs in now
 * @throws Error when no known password signs in
 */
export async function ensureClusterPassword(
  clusterDir: string,
  urlWith: (password: string) => string,
): Promise<string> {
  const current = readClusterPassword(clusterDir);
  if (current !== undefined) return current;
  const pendingFile = join(clusterDir, PENDING_PASSWORD_FILE);
  const pending = readPasswordFile(pendingFile) ?? newPassword();
  writePasswordFile(pendingFile, pending);
  if (!(await canSignIn(urlWith(pending)))) {
    const client = new pg.Client({ connectionString: urlWith(LEGACY_PASSWORD) });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(`ALTER ROLE postgres PASSWORD ${client.escapeLiteral(pending)}`);
    } catch (error) {
      throw new Error(
        `cannot sign in to the embedded PostgreSQL in ${clusterDir}: no ${PASSWORD_FILE} file ` +
          'and the old default password is refused',
        { cause: error },
      );
    } finally {
      await client.end().catch(() => {});
    }
  }
  renameSync(pendingFile, join(clusterDir, PASSWORD_FILE));
  return pending;
}
