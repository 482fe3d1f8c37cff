import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rateLimits } from '../db/schema.js';
import { createTestDatabase } from '../testing/test-database.js';

import {
  hitRateLimit,
  peekRateLimit,
  purgeExpiredRateLimits,
  resetRateLimit,
} from './rate-limiter.js';

import type { TestDatabase } from '../testing/test-database.js';
import type { RateLimitRule } from './rate-limiter.js';

let database: TestDatabase;
const rule: RateLimitRule = { name: 'test', limit: 3, windowSeconds: 60 };
// 12:00:10 UTC: 50 s before the end of the one-minute window starting at 12:00:00.
const now = new Date('2030-01-01T12:00:10Z');

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

describe('fixed-window rate limiter (PostgreSQL)', () => {
  it('allows the limit, refuses past it and says when the window ends', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1)
      results.push(await hitRateLimit(database.db, rule, '203.0.113.1', now));
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.limited)).toEqual([false, false, false, true]);
    expect(results[3]!.retryAfterSeconds).toBe(50);
  });

  it('counts each subject and each rule apart', async () => {
    expect((await hitRateLimit(database.db, rule, '203.0.113.2', now)).count).toBe(1);
    expect(
      (await hitRateLimit(database.db, { ...rule, name: 'other' }, '203.0.113.1', now)).count,
    ).toBe(1);
  });

  it('starts afresh in the next window', async () => {
    const later = new Date('2030-01-01T12:01:00Z');
    const state = await hitRateLimit(database.db, rule, '203.0.113.1', later);
    expect(state).toEqual({ count: 1, limited: false, retryAfterSeconds: 60 });
  });

  it('peeks without counting and resets a subject', async () => {
    const subject = 'someone@example.com';
    for (let i = 0; i < 3; i += 1) await hitRateLimit(database.db, rule, subject, now);
    expect(await peekRateLimit(database.db, rule, subject, now)).toMatchObject({
      count: 3,
      limited: true,
    });
    expect(await peekRateLimit(database.db, rule, subject, now)).toMatchObject({ count: 3 });
    await resetRateLimit(database.db, rule, subject);
    expect(await peekRateLimit(database.db, rule, subject, now)).toMatchObject({
      count: 0,
      limited: false,
    });
  });

  it('stores no subject in clear and purges windows older than a day', async () => {
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys.join(' ')).not.toContain('203.0.113');
    const purged = await purgeExpiredRateLimits(database.db, new Date('2030-01-03T00:00:00Z'));
    expect(purged).toBe(keys.length);
  });
});
