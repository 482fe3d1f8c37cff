import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { passwordResetTokens, sessions } from '../db/schema.js';
import { insertLandlord } from '../testing/listing-fixtures.js';
import { createTestDatabase } from '../testing/test-database.js';

import {
  CREDENTIAL_PURGE_ONE_IN,
  purgeDeadCredentials,
  sometimesPurgeDeadCredentials,
} from './credential-purge.js';

import type { TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
const now = new Date('2030-01-01T12:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 60 * 60 * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

/** Inserts a session and a reset token per case; returns the kept and the dead token hashes. */
async function insertCredentials() {
  const userId = await insertLandlord(database.db);
  const sessionRows = [
    { tokenHash: `live-${userId}`, expiresAt: hours(1), revokedAt: null, dead: false },
    { tokenHash: `expired-${userId}`, expiresAt: hours(-1), revokedAt: null, dead: true },
    { tokenHash: `revoked-now-${userId}`, expiresAt: hours(5), revokedAt: hours(-1), dead: false },
    { tokenHash: `revoked-old-${userId}`, expiresAt: hours(5), revokedAt: hours(-25), dead: true },
  ];
  const tokenRows = [
    { tokenHash: `fresh-${userId}`, expiresAt: hours(1), usedAt: null, dead: false },
    { tokenHash: `lapsed-${userId}`, expiresAt: hours(-1), usedAt: null, dead: true },
    { tokenHash: `used-now-${userId}`, expiresAt: hours(1), usedAt: hours(-2), dead: false },
    { tokenHash: `used-old-${userId}`, expiresAt: hours(1), usedAt: hours(-30), dead: true },
  ];
  await database.db
    .insert(sessions)
    .values(sessionRows.map(({ dead: _, ...row }) => ({ ...row, userId, createdAt: hours(-40) })));
  await database.db
    .insert(passwordResetTokens)
    .values(tokenRows.map(({ dead: _, ...row }) => ({ ...row, userId })));
  const kept = [...sessionRows, ...tokenRows]
    .filter((row) => !row.dead)
    .map((row) => row.tokenHash);
  return { kept, deadCount: { sessions: 2, resetTokens: 2 } };
}

async function storedHashes(): Promise<string[]> {
  const [sessionRows, tokenRows] = await Promise.all([
    database.db.select({ tokenHash: sessions.tokenHash }).from(sessions),
    database.db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens),
  ]);
  return [...sessionRows, ...tokenRows].map((row) => row.tokenHash).sort();
}

describe('purging dead credentials', () => {
  it('deletes expired credentials and those spent over a day ago, keeps every usable one', async () => {
    await database.db.delete(sessions);
    await database.db.delete(passwordResetTokens);
    const { kept, deadCount } = await insertCredentials();
    expect(await purgeDeadCredentials(database.db, now)).toEqual(deadCount);
    expect(await storedHashes()).toEqual([...kept].sort());
    expect(await purgeDeadCredentials(database.db, now)).toEqual({ sessions: 0, resetTokens: 0 });
  });

  it(`runs once in ${CREDENTIAL_PURGE_ONE_IN} calls`, async () => {
    await database.db.delete(sessions);
    await database.db.delete(passwordResetTokens);
    await insertCredentials();
    const before = (await storedHashes()).length;
    await sometimesPurgeDeadCredentials(database.db, now, () => 0.5);
    expect((await storedHashes()).length).toBe(before);
    await sometimesPurgeDeadCredentials(database.db, now, () => 0);
    expect((await storedHashes()).length).toBe(before - 4);
  });
});
