import { createHash } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { passwordResetTokens, users } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import {
  enqueuePasswordReset,
  PASSWORD_RESET_TASK,
  passwordResetTask,
} from './password-reset-job.js';

import type { Mailer, MailMessage } from '../mail/mailer.js';

/**
 * The password reset job on a real PostgreSQL: what graphile-worker stores holds no secret, and
 * the e-mail's link carries a token whose hash (only) is stored when the job runs.
 */

let database: TestDatabase;
let userId: number;

function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
    },
  };
  return { mailer, sent };
}

/** The stored payloads of the queued reset jobs (graphile-worker's own table), as JSON text. */
async function queuedPayloads(): Promise<string[]> {
  const result = await database.db.execute<{ payload: unknown }>(
    sql`select j.payload from graphile_worker._private_jobs j
        join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier = ${PASSWORD_RESET_TASK}`,
  );
  return result.rows.map((row) => JSON.stringify(row.payload));
}

const tokenOf = (message: MailMessage) => /\?token=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'Sanne@example.com', passwordHash: '!', firstName: 'Sanne', locale: 'nl' })
    .returning({ id: users.id });
  userId = user!.id;
});

afterEach(async () => {
  await database.db.execute(sql`delete from graphile_worker._private_jobs`);
  await database.db.delete(passwordResetTokens);
});

afterAll(async () => {
  await database.drop();
});

describe('password reset job', () => {
  it('stores only the account id and the request time, and refuses to carry anything else', async () => {
    const requestedAt = new Date().toISOString();
    await enqueuePasswordReset(database.db, {
      userId,
      requestedAt,
      // A caller passing a link by mistake: the payload schema drops it.
      ...({ link: 'https://rooms.test/?token=secret' } as object),
    });
    const payloads = await queuedPayloads();
    expect(payloads).toHaveLength(1);
    expect(JSON.parse(payloads[0]!)).toEqual({ userId, requestedAt });
    expect(payloads[0]).not.toMatch(/token|https?:/);
  });

  it('creates the token when it runs: the e-mail carries it, the database only its hash', async () => {
    const smtp = recordingMailer();
    const task = passwordResetTask({
      db: database.db,
      mailer: smtp.mailer,
      siteUrl: 'https://rooms.test',
    });
    await task({ userId, requestedAt: new Date().toISOString() }, {} as never);
    expect(smtp.sent).toHaveLength(1);
    expect(smtp.sent[0]!.to).toBe('Sanne@example.com');
    const token = tokenOf(smtp.sent[0]!);
    expect(smtp.sent[0]!.text).toContain(
      `https://rooms.test/gebruiker/wachtwoord-vergeten?token=${token}`,
    );
    const rows = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256(token!)]);
    expect((rows[0]!.expiresAt.getTime() - Date.now()) / 60_000).toBeCloseTo(60, 0);
  });

  it('ends the earlier unused token when it runs again (a retry or a new request)', async () => {
    const smtp = recordingMailer();
    const task = passwordResetTask({
      db: database.db,
      mailer: smtp.mailer,
      siteUrl: 'https://rooms.test',
    });
    const job = { userId, requestedAt: new Date().toISOString() };
    await task(job, {} as never);
    await task(job, {} as never);
    const [first, second] = smtp.sent.map((message) => sha256(tokenOf(message)!));
    expect(first).not.toBe(second);
    const rows = await database.db.select().from(passwordResetTokens);
    const live = rows.filter((row) => row.usedAt === null).map((row) => row.tokenHash);
    expect(live).toEqual([second]);
  });

  it('sends nothing for a request older than the link would live, or for a deleted account', async () => {
    const smtp = recordingMailer();
    const task = passwordResetTask({
      db: database.db,
      mailer: smtp.mailer,
      siteUrl: 'https://rooms.test',
    });
    const stale = new Date(Date.now() - 61 * 60 * 1000).toISOString();
    await task({ userId, requestedAt: stale }, {} as never);
    await task({ userId: userId + 1000, requestedAt: new Date().toISOString() }, {} as never);
    expect(smtp.sent).toEqual([]);
    expect(await database.db.select().from(passwordResetTokens)).toEqual([]);
  });

  it('refuses a payload that is not a reset job, sending nothing', async () => {
    const smtp = recordingMailer();
    const task = passwordResetTask({
      db: database.db,
      mailer: smtp.mailer,
      siteUrl: 'https://rooms.test',
    });
    await expect(task({ to: 'x@example.com' }, {} as never)).rejects.toThrow();
    expect(smtp.sent).toEqual([]);
  });
});
