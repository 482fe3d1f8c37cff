/**
 * The background job runner of the API process (graphile-worker on the application's
 * PostgreSQL): it picks up jobs as soon as they are committed (LISTEN/NOTIFY) and those left
 * over by a stopped process, and finishes running jobs on shutdown.
 */
import { INSTANT_ALERT_DELAY_SECONDS } from '@rooms/domain';
import { Logger, run, runMigrations, type LogLevel, type Runner } from 'graphile-worker';

import { ALERT_CRONTAB, alertTasks } from '../alerts/alert-jobs.js';
import {
  FRESHNESS_CRONTAB,
  FRESHNESS_TASK,
  freshnessTask,
} from '../listing-freshness/freshness-job.js';
import { BLOCK_EXPIRY_TASK, blockExpiryTask } from '../moderation/user-blocks.js';
import { LIFECYCLE_CRONTAB, lifecycleTasks } from '../payments/lifecycle/lifecycle-jobs.js';
import { paymentTasks } from '../payments/payment-jobs.js';
import { rewardTasks } from '../payments/reward-jobs.js';

import { SEND_EMAIL_TASK, sendEmailTask } from './email-jobs.js';
import { PASSWORD_RESET_TASK, passwordResetTask } from './password-reset-job.js';
import { REGISTRATION_TASK, registrationTask } from './registration-job.js';

import type { Database, Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { PaymentsContext } from '../payments/payments-context.js';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * Jobs run at once by one API process. Most of a job's time is waiting (Stripe's answer, the
 * database, the mail server), and each payment event queues three jobs (the event, its receipt
 * notice, the e-mail): at 2, webhook events queued for seconds at 50 events/s (bench:payments).
 * The tasks write through the application's pool (DATABASE_POOL_SIZE, default 10), so 4 jobs
 * hold at most 4 of its connections and leave the rest to requests; the runner's own pool is
 * CONCURRENCY + 2 (below).
 */
const CONCURRENCY = 4;
/** How often due retries are looked for, milliseconds (new jobs arrive by notification). */
const POLL_INTERVAL_MS = 2000;

/** graphile-worker's messages in the API's JSON log (its info is our debug: one line per job). */
function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level: LogLevel, message: string, meta?: object) => {
    const fields = { ...scope, ...meta, component: 'jobs' };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  });
}

/**
 * Creates or updates the job queue's own schema (`graphile_worker`), next to the application's
 * migrations (`db/migrate.ts`, which holds the migration lock meanwhile).
 *
 * @param directUrl direct URL of the database
 * @throws the PostgreSQL error
 */
export async function migrateJobQueue(directUrl: string): Promise<void> {
  await runMigrations({
    connectionString: directUrl,
    maxPoolSize: 1,
    logger: new Logger(() => () => {}),
  });
}

/**
 * Starts the job runner with the tasks of the API: `send_email`, `send_password_reset`,
 * `send_registration_email` and the search alert tasks (`alerts/alert-jobs.ts`, with their
 * hourly digest tick in the crontab).
 *
 * @param connection a direct (session-mode) database URL, on which the runner opens a small pool
 *   of its own (it keeps one connection for LISTEN, which a transaction-mode PgBouncer cannot
 *   carry, and it must not take connections from the requests), or a ready pool (tests)
 * @param mailer where e-mail jobs are sent
 * @param log the API's logger
 * @param site the application's database and the site's origin, for the password reset task
 *   (which stores the token's hash and builds the link) and the search alert tasks (matching,
 *   e-mails; `database` gives them the pool the search statements run on), and Stripe for the
 *   payment tasks (`payments/payment-jobs.ts`; none when absent)
 * @returns the runner; `stop()` waits for running jobs, then closes a pool it opened
 */
export async function startJobRunner(
  connection: pg.Pool | string,
  mailer: Mailer,
  log: FastifyBaseLogger,
  site: {
    db: Db;
    siteUrl: string;
    database: Database;
    instantAlertDelaySeconds?: number;
    payments?: PaymentsContext;
  },
): Promise<Runner> {
  return run({
    ...(typeof connection === 'string'
      ? // The running jobs, the LISTEN connection and one for polling.
        { connectionString: connection, maxPoolSize: CONCURRENCY + 2 }
      : { pgPool: connection }),
    concurrency: CONCURRENCY,
    pollInterval: POLL_INTERVAL_MS,
    noHandleSignals: true,
    logger: workerLogger(log),
    crontab: [
      ALERT_CRONTAB,
      FRESHNESS_CRONTAB,
      ...(site.payments === undefined ? [] : [LIFECYCLE_CRONTAB]),
    ].join('\n'),
    taskList: {
      ...alertTasks({
        database: site.database,
        siteUrl: site.siteUrl,
        instantDelaySeconds: site.instantAlertDelaySeconds ?? INSTANT_ALERT_DELAY_SECONDS,
      }),
      [SEND_EMAIL_TASK]: sendEmailTask(mailer),
      [PASSWORD_RESET_TASK]: passwordResetTask({ db: site.db, mailer, siteUrl: site.siteUrl }),
      [REGISTRATION_TASK]: registrationTask({ db: site.db, mailer, siteUrl: site.siteUrl }),
      [BLOCK_EXPIRY_TASK]: blockExpiryTask({ db: site.db }),
      [FRESHNESS_TASK]: freshnessTask({ db: site.db, siteUrl: site.siteUrl }),
      ...(site.payments === undefined
        ? {}
        : paymentTasks({ db: site.db, payments: site.payments })),
      ...(site.payments === undefined
        ? {}
        : lifecycleTasks({ db: site.db, payments: site.payments, siteUrl: site.siteUrl })),
      ...(site.payments === undefined
        ? {}
        : rewardTasks({ db: site.db, payments: site.payments, siteUrl: site.siteUrl })),
    },
  });
}
