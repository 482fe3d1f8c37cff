import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from '../testing/test-app.js';

import {
  countLoginAttempt,
  loginAccountSubject,
  purgeKnownClients,
  recordSuccessfulLogin,
} from './login-attempts.js';

import type { Db } from '../db/database.js';
import type { TestApp } from '../testing/test-app.js';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.database.db;
});

afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The start of a 15-minute window, so that a test's attempts share it. */
const T0 = new Date('2026-11-02T10:00:00Z');

/** Counts `n` attempts, each from a new client, and returns the refusals' limits. */
async function attemptsFromNewClients(account: string, n: number, now: Date, tag: string) {
  const limits: (string | null)[] = [];
  for (let i = 0; i < n; i += 1)
    limits.push((await countLoginAttempt(db, account, `${tag}-${i}`, 1, now))?.limit ?? null);
  return limits;
}

describe('loginAccountSubject', () => {
  it('is the stored account when there is one, else the typed address in lower case', () => {
    expect(loginAccountSubject({ id: 42 }, 'Whatever@Example.com')).toBe('user:42');
    expect(loginAccountSubject(undefined, 'Ghost@Example.COM')).toBe('email:ghost@example.com');
  });
});

describe('countLoginAttempt', () => {
  it('refuses the 6th attempt of one client on one account, and starts over in the next window', async () => {
    const account = 'user:9001';
    const results = [];
    for (let i = 0; i < 6; i += 1)
      results.push((await countLoginAttempt(db, account, '192.0.2.1', 1, T0))?.limit ?? null);
    expect(results).toEqual([null, null, null, null, null, 'account_client']);
    const refusal = await countLoginAttempt(db, account, '192.0.2.1', 1, T0);
    expect(refusal?.state.retryAfterSeconds).toBe(15 * 60);
    const later = new Date(T0.getTime() + 15 * 60 * 1000);
    expect(await countLoginAttempt(db, account, '192.0.2.1', 1, later)).toBeNull();
  });

  it('multiplies the per-client limit by RATE_LIMIT_PER_IP_FACTOR', async () => {
    const results = [];
    for (let i = 0; i < 11; i += 1)
      results.push((await countLoginAttempt(db, 'user:9002', '192.0.2.2', 2, T0))?.limit ?? null);
    expect(results.filter((limit) => limit === null)).toHaveLength(10);
  });

  it('keeps a client known for 30 days after its last successful login', async () => {
    const account = 'user:9003';
    await recordSuccessfulLogin(db, account, '192.0.2.3', T0);
    const in29Days = new Date(T0.getTime() + 29 * DAY_MS);
    expect(await attemptsFromNewClients(account, 21, in29Days, 'a')).toContain('account');
    expect(await countLoginAttempt(db, account, '192.0.2.3', 1, in29Days)).toBeNull();

    const in31Days = new Date(T0.getTime() + 31 * DAY_MS);
    await attemptsFromNewClients(account, 21, in31Days, 'b');
    expect((await countLoginAttempt(db, account, '192.0.2.3', 1, in31Days))?.limit).toBe(
      'account',
    );
  });

  it('purges known clients unused for 30 days', async () => {
    await recordSuccessfulLogin(db, 'user:9004', '192.0.2.4', T0);
    await recordSuccessfulLogin(db, 'user:9004', '192.0.2.5', new Date(T0.getTime() + 20 * DAY_MS));
    expect(await purgeKnownClients(db, new Date(T0.getTime() + 31 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await purgeKnownClients(db, new Date(T0.getTime() + 31 * DAY_MS))).toBe(0);
  });
});
