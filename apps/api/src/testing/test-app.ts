import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildApp } from '../app.js';
import { loadConfig } from '../env.js';
import { createMailer, OUTBOX_FOLDER } from '../mail/mailer.js';
import { REGISTRATION_CONFIRM_SUBJECTS } from '../mail/registration-emails.js';

import { createTestDatabase } from './test-database.js';

import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { PaymentsContext } from '../payments/payments-context.js';
import type { TestDatabase } from './test-database.js';
import type { FastifyInstance } from 'fastify';

/** The e-mails each test app handed to its mailer, oldest first (also when sending failed). */
const SENT_MAIL = new WeakMap<FastifyInstance, MailMessage[]>();
/** The outbox folder of each test app. */
const OUTBOX_DIRS = new WeakMap<FastifyInstance, string>();

/**
 * The e-mails a test app (from {@link createTestApp}) has handed to its mailer so far.
 *
 * @throws Error for an app not made by createTestApp
 */
export function sentMail(app: FastifyInstance): readonly MailMessage[] {
  const sent = SENT_MAIL.get(app);
  if (sent === undefined) throw new Error('sentMail: not an app of createTestApp');
  return sent;
}

/** An application on a database and a data folder of one test file's own. */
export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** DATA_DIR of the app (the outbox is under it). */
  dataDir: string;
  /** The e-mail files written so far, oldest first, as text. */
  outbox: () => string[];
  /** Closes the app, drops the database and removes the data folder. */
  close: () => Promise<void>;
}

/**
 * The settings production requires (`env.ts`), pointing at the test database and at addresses
 * nothing listens on: a production test app must never reach a real mail server or bucket.
 */
function productionSettings(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: databaseUrl,
    SMTP_URL: 'smtp://127.0.0.1:9',
    TRUST_PROXY: '0',
    S3_BUCKET: 'rooms-test',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    STRIPE_SECRET_KEY: 'sk_test_production',
    STRIPE_WEBHOOK_SECRET: 'whsec_production',
  };
}

/**
 * Builds the API for a test file: fresh migrated database, temporary DATA_DIR, silent logs.
 *
 * @param env extra configuration variables (e.g. `{ NODE_ENV: 'production' }`, which fills in
 *   the settings production requires)
 * @param logLines when given, receives every JSON log line (level info and up) instead of silence
 * @param payments Stripe (or a stand-in) for the payment routes; default the offline context
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  logLines?: string[],
  payments?: PaymentsContext,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'rooms-api-test-'));
  const config = loadConfig({
    LOG_LEVEL: logLines === undefined ? 'silent' : 'info',
    DATA_DIR: dataDir,
    SITE_URL: 'https://rooms.test',
    ...(env.NODE_ENV === 'production' ? productionSettings(database.url) : {}),
    ...env,
  });
  // Frozen at start: every rate-limit hit of the file falls in one window, whenever it runs.
  const startedAt = new Date();
  // Every message is recorded once its sending ended (the outbox file is written by then), also
  // when it failed, so tests can follow e-mailed links of the production apps, whose SMTP
  // address has no server.
  const sent: MailMessage[] = [];
  const outboxMailer = createMailer(config);
  const mailer: Mailer = {
    send: async (message) => {
      try {
        await outboxMailer.send(message);
      } finally {
        sent.push(message);
      }
    },
  };
  const app = await buildApp({
    config,
    database,
    mailer,
    clock: () => startedAt,
    ...(payments === undefined ? {} : { payments }),
    ...(logLines === undefined
      ? {}
      : { logStream: { write: (line: string) => logLines.push(line) } }),
  });
  SENT_MAIL.set(app, sent);
  await app.ready();
  const outboxDir = join(dataDir, OUTBOX_FOLDER);
  OUTBOX_DIRS.set(app, outboxDir);
  return {
    app,
    database,
    dataDir,
    outbox: () => {
      let names: string[];
      try {
        names = readdirSync(outboxDir).sort();
      } catch {
        return [];
      }
      return names.map((name) => readFileSync(join(outboxDir, name), 'utf8'));
    },
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until a condition holds (e.g. an e-mail sent in the background has been written).
 *
 * @param check returns the value once ready, undefined before
 * @param timeoutMs how long to wait, in ms
 * @throws Error when the time is up
 */
export async function eventually<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('eventually: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let addressCounter = 0;

/** A client address of its own (RFC 5737 documentation range), so per-address limits do not mix tests. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** A signed-in test user: its id, e-mail, password and session cookie header value. */
export interface TestUser {
  id: number;
  email: string;
  password: string;
  /** `rooms_session=<token>`, for the `cookie` header. */
  cookie: string;
  /** The raw session token. */
  token: string;
}

let userCounter = 0;

/**
 * The token of the sign-up link last e-mailed to an address by a test app, once the sign-up job
 * has sent it.
 *
 * @param app an app of {@link createTestApp}
 * @param email the address signed up with (exactly as typed)
 * @param after how many e-mails to that address to skip (those sent before the sign-up)
 * @throws Error when no confirmation link arrives within 5 s
 */
export async function registrationTokenFor(
  app: FastifyInstance,
  email: string,
  after = 0,
): Promise<string> {
  const message = await eventually(() => sentMail(app).filter((sent) => sent.to === email)[after]);
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
  if (token === undefined) throw new Error(`no sign-up link in the e-mail to ${email}`);
  return token;
}

/**
 * Removes the sign-up confirmation e-mails to an address from a test app's outbox and its
 * record: `registerUser` has used the link, and tests that count a user's e-mails (reset links,
 * new-message notices) count only what they caused.
 */
function forgetSignUpMail(app: FastifyInstance, email: string): void {
  const sent = sentMail(app) as MailMessage[];
  const isSignUp = (message: MailMessage) =>
    message.to === email && REGISTRATION_CONFIRM_SUBJECTS.includes(message.subject);
  for (let i = sent.length - 1; i >= 0; i -= 1) if (isSignUp(sent[i]!)) sent.splice(i, 1);
  const outboxDir = OUTBOX_DIRS.get(app);
  if (outboxDir === undefined) return;
  const headers = REGISTRATION_CONFIRM_SUBJECTS.map((subject) => `Subject: ${subject}\n`);
  for (const name of readdirSync(outboxDir)) {
    const file = join(outboxDir, name);
    const raw = readFileSync(file, 'utf8');
    if (raw.includes(`To: ${email}\n`) && headers.some((header) => raw.includes(header))) {
      rmSync(file);
    }
  }
}

/**
 * Registers a user the way a person does (issue 23): `POST /customer/register` (from an address
 * of its own, answered 202), the link of the e-mail, `POST /customer/register/confirm`; returns
 * the session the confirmation opened.
 *
 * @param app an app of {@link createTestApp}
 * @throws Error when a step does not answer as expected or no e-mail arrives
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: {
    email?: string;
    password?: string;
    firstName?: string;
    locale?: 'nl' | 'en';
    /** The referral code of a sign-up link (`?ref=`). */
    referralCode?: string;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = overrides.email ?? `user${userCounter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const before = sentMail(app).filter((sent) => sent.to === email).length;
  const response = await app.inject({
    method: 'POST',
    url: '/customer/register',
    remoteAddress: nextClientAddress(),
    payload: {
      email,
      password,
      firstName: overrides.firstName ?? 'Test',
      locale: overrides.locale,
      referralCode: overrides.referralCode,
    },
  });
  if (response.statusCode !== 202)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const token = await registrationTokenFor(app, email, before);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/customer/register/confirm',
    payload: { token },
  });
  if (confirmed.statusCode !== 201)
    throw new Error(`register confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  const session = confirmed.cookies.find((cookie) => cookie.name === 'rooms_session');
  if (session === undefined) throw new Error('register confirm set no session cookie');
  forgetSignUpMail(app, email);
  return {
    id: (confirmed.json() as { userid: number }).userid,
    email,
    password,
    cookie: `rooms_session=${session.value}`,
    token: session.value,
  };
}
