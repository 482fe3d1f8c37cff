import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessions, users } from '../db/schema.js';
import { createTestDatabase } from '../testing/test-database.js';

import {
  SESSION_IDLE_SECONDS,
  SESSION_TOUCH_INTERVAL_SECONDS,
  SESSION_TTL_SECONDS,
  createSession,
  findSessionUser,
  hashToken,
  revokeOtherSessions,
} from './session-store.js';

import type { TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
let userId: number;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The fake clock's start: sessions are made and used at moments the tests choose. */
const LOGIN = new Date('2026-01-05T09:00:00Z');

/** The moment `ms` after login. */
function at(ms: number): Date {
  return new Date(LOGIN.getTime() + ms);
}

async function lastUsedAt(token: string): Promise<Date> {
  const [row] = await database.db
    .select({ lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.lastUsedAt;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'idle@example.com', passwordHash: 'x', firstName: 'Ida' })
    .returning({ id: users.id });
  userId = user!.id;
});

afterAll(async () => {
  await database.drop();
});

describe('session lifetimes (fake clock)', () => {
  it('the limits are 30 days absolute, 14 days idle, last use written at most hourly', () => {
    expect(SESSION_TTL_SECONDS).toBe(30 * 86_400);
    expect(SESSION_IDLE_SECONDS).toBe(14 * 86_400);
    expect(SESSION_TOUCH_INTERVAL_SECONDS).toBe(3600);
  });

  it('a session unused for 14 days ends, one used just before does not', async () => {
    const { token } = await createSession(database.db, userId, LOGIN);
    expect(await findSessionUser(database.db, token, at(14 * DAY_MS - 1000))).toMatchObject({
      id: userId,
    });

    const other = await createSession(database.db, userId, LOGIN);
    expect(await findSessionUser(database.db, other.token, at(14 * DAY_MS))).toBeNull();
    expect(await findSessionUser(database.db, other.token, at(14 * DAY_MS + 1000))).toBeNull();
  });

  it('use keeps a session alive past 14 days, but never past 30 days after login', async () => {
    const { token } = await createSession(database.db, userId, LOGIN);
    // Used every 10 days: never idle for 14.
    for (const day of [10, 20, 29]) {
      expect(await findSessionUser(database.db, token, at(day * DAY_MS))).not.toBeNull();
    }
    expect(await lastUsedAt(token)).toEqual(at(29 * DAY_MS));
    expect(await findSessionUser(database.db, token, at(30 * DAY_MS))).toBeNull();
  });

  it('records the use at most once per hour, not on every request', async () => {
    const { token } = await createSession(database.db, userId, LOGIN);
    expect(await lastUsedAt(token)).toEqual(LOGIN);

    await findSessionUser(database.db, token, at(59 * 60 * 1000));
    expect(await lastUsedAt(token)).toEqual(LOGIN);

    await findSessionUser(database.db, token, at(HOUR_MS + 1000));
    expect(await lastUsedAt(token)).toEqual(at(HOUR_MS + 1000));

    await findSessionUser(database.db, token, at(HOUR_MS + 30 * 60 * 1000));
    expect(await lastUsedAt(token)).toEqual(at(HOUR_MS + 1000));
  });

  it('a stale last use within the hour counts: idle is measured from the stored time', async () => {
    const { token } = await createSession(database.db, userId, LOGIN);
    // Used 50 minutes after login (not written), then not again: idle from LOGIN, not from then.
    await findSessionUser(database.db, token, at(50 * 60 * 1000));
    expect(await findSessionUser(database.db, token, at(14 * DAY_MS + 1000))).toBeNull();
  });

  it('a refused (idle) session is not brought back by the attempt', async () => {
    const { token } = await createSession(database.db, userId, LOGIN);
    expect(await findSessionUser(database.db, token, at(15 * DAY_MS))).toBeNull();
    expect(await lastUsedAt(token)).toEqual(LOGIN);
    expect(await findSessionUser(database.db, token, at(15 * DAY_MS))).toBeNull();
  });
});

describe('last active and other sessions (issue 26)', () => {
  async function lastActiveOf(id: number): Promise<Date | null> {
    const [row] = await database.db
      .select({ lastActiveAt: users.lastActiveAt })
      .from(users)
      .where(eq(users.id, id));
    return row!.lastActiveAt;
  }

  async function newUser(email: string): Promise<number> {
    const [user] = await database.db
      .insert(users)
      .values({ email, passwordHash: 'x', firstName: 'Lia' })
      .returning({ id: users.id });
    return user!.id;
  }

  it('sets users.last_active_at on sign-in and when the session is touched, at most hourly', async () => {
    const id = await newUser('active@example.com');
    expect(await lastActiveOf(id)).toBeNull();
    const { token } = await createSession(database.db, id, LOGIN);
    expect(await lastActiveOf(id)).toEqual(LOGIN);

    await findSessionUser(database.db, token, at(30 * 60 * 1000));
    expect(await lastActiveOf(id)).toEqual(LOGIN);

    await findSessionUser(database.db, token, at(2 * HOUR_MS));
    expect(await lastActiveOf(id)).toEqual(at(2 * HOUR_MS));
  });

  it('revokeOtherSessions signs out every other session and keeps the given one', async () => {
    const id = await newUser('others@example.com');
    const kept = await createSession(database.db, id, LOGIN);
    const phone = await createSession(database.db, id, LOGIN);
    const laptop = await createSession(database.db, id, LOGIN);
    const stranger = await createSession(database.db, userId, LOGIN);
    expect(await revokeOtherSessions(database.db, id, kept.token, at(1000))).toBe(2);
    expect(await findSessionUser(database.db, kept.token, at(2000))).toMatchObject({ id });
    expect(await findSessionUser(database.db, phone.token, at(2000))).toBeNull();
    expect(await findSessionUser(database.db, laptop.token, at(2000))).toBeNull();
    expect(await findSessionUser(database.db, stranger.token, at(2000))).toMatchObject({
      id: userId,
    });
  });

  it('refuses the session of a deleted account', async () => {
    const id = await newUser('gone@example.com');
    const { token } = await createSession(database.db, id, LOGIN);
    await database.db.update(users).set({ deletedAt: LOGIN }).where(eq(users.id, id));
    expect(await findSessionUser(database.db, token, at(1000))).toBeNull();
  });
});
