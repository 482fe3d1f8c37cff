import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { enqueueEmail, sendEmailTask } from './email-jobs.js';
import { startJobRunner } from './job-runner.js';

import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Runner } from 'graphile-worker';

/**
 * E-mail jobs on a real PostgreSQL with graphile-worker. The mailer is the only stand-in: it
 * records what would go to SMTP and can fail like an unreachable server.
 */

let database: TestDatabase;
let runner: Runner | undefined;

/** The application side of the runner (the password reset task; not used by these jobs). */
const site = () => ({ db: database.db, siteUrl: 'https://rooms.test', database });

const silentLog = {
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
} as unknown as FastifyBaseLogger;

/** A mailer that records messages and fails the first `failures` sends. */
function recordingMailer(failures = 0) {
  const sent: MailMessage[] = [];
  let attempts = 0;
  const mailer: Mailer = {
    send: async (message) => {
      attempts += 1;
      if (attempts <= failures) throw new Error('SMTP server unreachable');
      sent.push(message);
    },
  };
  return { mailer, sent, attempts: () => attempts };
}

const message = (to: string): MailMessage => ({
  to,
  subject: 'Nieuw bericht',
  text: 'Hallo',
  language: 'nl',
});

/** Waits until `condition` holds, at most `ms` milliseconds. */
async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function queuedJobs(): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from graphile_worker.jobs`,
  );
  return result.rows[0]!.n;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  await database.db.execute(sql`delete from graphile_worker._private_jobs`);
});

afterAll(async () => {
  await database.drop();
});

describe('e-mail jobs', () => {
  it('sends an e-mail queued in a committed transaction, never one whose transaction rolled back', async () => {
    const smtp = recordingMailer();
    runner = await startJobRunner(database.pool, smtp.mailer, silentLog, site());
    await database.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, message('rolled-back@example.com'));
        throw new Error('the change failed');
      })
      .catch(() => {});
    await enqueueEmail(database.db, message('committed@example.com'));
    await until(() => smtp.sent.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.sent.map((sent) => sent.to)).toEqual(['committed@example.com']);
  });

  it('keeps a job while no runner runs and sends it when one starts (a restart)', async () => {
    await enqueueEmail(database.db, message('waiting@example.com'));
    expect(await queuedJobs()).toBe(1);
    const smtp = recordingMailer();
    runner = await startJobRunner(database.pool, smtp.mailer, silentLog, site());
    await until(() => smtp.sent.length > 0);
    expect(smtp.sent).toEqual([message('waiting@example.com')]);
  });

  it('tries again after the mailer failed, sends once, and then deletes the job (and its link)', async () => {
    const smtp = recordingMailer(1);
    runner = await startJobRunner(database.pool, smtp.mailer, silentLog, site());
    await enqueueEmail(database.db, message('retry@example.com'));
    // graphile-worker waits e^1 ≈ 2.7 s after the first failure.
    await until(() => smtp.sent.length > 0, 15_000);
    expect(smtp.attempts()).toBe(2);
    expect(smtp.sent).toEqual([message('retry@example.com')]);
    await until(async () => (await queuedJobs()) === 0);
    expect(await queuedJobs()).toBe(0);
  }, 20_000);

  it('keeps the HTML part and the unsubscribe URL of an alert e-mail through the queue', async () => {
    const alert: MailMessage = {
      ...message('alert@example.com'),
      html: '<!DOCTYPE html><html><body><p>Hallo</p></body></html>',
      listUnsubscribe: {
        url: 'https://rooms.test/services/api/alert/unsubscribepsa?psaIdentifier=abc',
      },
    };
    await enqueueEmail(database.db, alert);
    const smtp = recordingMailer();
    runner = await startJobRunner(database.pool, smtp.mailer, silentLog, site());
    await until(() => smtp.sent.length > 0);
    expect(smtp.sent).toEqual([alert]);
  });

  it('refuses to queue an unsubscribe address that is not an http(s) URL', async () => {
    await expect(
      enqueueEmail(database.db, {
        ...message('alert@example.com'),
        listUnsubscribe: { url: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow();
    expect(await queuedJobs()).toBe(0);
  });

  it('refuses a job whose payload is not an e-mail, sending nothing', async () => {
    const smtp = recordingMailer();
    const task = sendEmailTask(smtp.mailer);
    await expect(task({ to: 42 }, {} as never)).rejects.toThrow();
    expect(smtp.attempts()).toBe(0);
  });

  it('refuses to queue a message without a recipient', async () => {
    await expect(enqueueEmail(database.db, message(''))).rejects.toThrow();
    expect(await queuedJobs()).toBe(0);
  });
});
