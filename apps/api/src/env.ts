import { isIP } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { INSTANT_ALERT_DELAY_SECONDS } from '@rooms/domain';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `<repo>/.data`: local state (embedded PostgreSQL, uploads, outbox) kept between runs. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** TCP port the API listens on (spec: the API serves on :4000). */
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Log level; §9 says the default is info. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /**
   * How this process searches: 'memory' (an in-memory index kept in step by LISTEN, SQL while it
   * cannot be trusted) or 'sql' (every search a SQL statement). See docs/operations.md.
   */
  SEARCH_INDEX: z.enum(['memory', 'sql']).default('memory'),
  /**
   * PostgreSQL 15+ database of the requests (may be PgBouncer in transaction mode); when absent
   * an embedded PostgreSQL is started under DATA_DIR (development only: required in production).
   */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * Direct (session) connection to the same database, for what a transaction-mode PgBouncer
   * cannot carry: LISTEN, advisory locks, migrations, reference data and seeding, the job
   * runner. Default DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections of the request pool per process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Requests that may wait for a pool connection at once; beyond it a request is refused at
   * once with 503 and Retry-After instead of queueing without bound.
   */
  DATABASE_POOL_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(200),
  /** `application_name` of the connections (pg_stat_activity, PgBouncer, logs). */
  DATABASE_APPLICATION_NAME: z.string().trim().min(1).max(63).default('rooms-api'),
  /**
   * Server-side `statement_timeout` of the request pool, ms (0: none). Maintenance work
   * (migrations, seeding) runs without it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** `idle_in_transaction_session_timeout` of the request pool, ms (0: none). */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Longest wait for a pool connection, ms: opening one or waiting in the pool's queue (pg-pool
   * counts both); then 503 with Retry-After.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /**
   * 'false': this process does not migrate (a deploy step runs `RUN_MIGRATIONS=true` once); it
   * waits until the database is migrated, answering /ready with 503 meanwhile.
   */
  RUN_MIGRATIONS: z.enum(['true', 'false']).default('true'),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  /** Port of the embedded PostgreSQL (only used without DATABASE_URL). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /**
   * Seconds between an instant search alert's first new match and its e-mail (later matches of
   * the burst ride along); default INSTANT_ALERT_DELAY_SECONDS (120). The e2e suite shortens it.
   */
  ALERT_INSTANT_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(INSTANT_ALERT_DELAY_SECONDS),
  /** Public origin of the web site, used to build links in e-mails (password reset). */
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /**
   * `Secure` flag of the session cookie: 'true' or 'false'; when absent, true exactly when
   * NODE_ENV is production (local HTTP development needs it off).
   */
  SESSION_COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** SMTP server for outgoing e-mail (smtp:// or smtps://); when absent, e-mails are written to DATA_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits per address):
   * comma-separated addresses/CIDRs of the proxies ('10.0.0.0/8,127.0.0.1'; Fastify walks the
   * chain from the socket and stops at the first address not listed), or a hop count ('1': the
   * nearest proxy only, whoever it is; outside production only). 'true' is refused everywhere: it
   * believes the left-most entry, which the client writes, so every request could claim a fresh
   * address. 'false' or '0': none, the socket address is the client. Required in production
   * (addresses, or '0' when clients connect directly).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .refine((value) => value !== 'true', {
      message:
        "'true' would believe the client's own X-Forwarded-For: give the proxies' addresses/CIDRs",
    })
    // 'true' has its own message above: one line per problem.
    .refine((value) => value === 'true' || isTrustProxyValue(value), {
      message: "addresses/CIDRs separated by commas, a hop count or 'false'",
    })
    .optional(),
  /**
   * Whether the demo listings and the demo accounts are seeded into a database that has none
   * ('true'/'false'); default true in development only, refused in production.
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** How many demo listings SEED_DEMO seeds. */
  SEED_LISTINGS: z.coerce.number().int().min(0).max(2_000_000).default(5000),
  /**
   * Longest time to receive a request (headers and body), ms; photo uploads get
   * HTTP_UPLOAD_TIMEOUT_MS instead.
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Longest time to receive a multipart (photo upload) request, ms: 15 MB over a slow line. */
  HTTP_UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).default(180_000),
  /** A connection with no bytes moving for this long is closed, ms. */
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * How long SIGTERM/SIGINT keeps serving before it stops accepting connections, ms: `/ready`
   * answers 503 and every answer closes its connection, so a load balancer and keep-alive
   * clients move away first (`start/drain.ts`). Unset: 5000 in production, 0 elsewhere.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** How long SIGTERM/SIGINT lets in-flight requests and jobs finish before a forced exit, ms. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Timeout of one SMTP step (connect, greeting, idle socket), ms. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Multiplies the per-address limits of login, registration and reset requests. Keep 1 in
   * production; end-to-end suites, where every browser shares 127.0.0.1, raise it.
   */
  RATE_LIMIT_PER_IP_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * Multiplies the per-user limits of sending messages and reacting to adverts. Keep 1 in
   * production; load tests and suites that send hundreds of messages as one user raise it.
   */
  MESSAGE_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * Extra forbidden words and phrases of advert titles and descriptions (issue 5, §8
   * 10064/10065), comma-separated ('kamernet, bel direct'); added to DEFAULT_FORBIDDEN_WORDS of
   * @rooms/domain. Matched as whole words, case and accents ignored.
   */
  FORBIDDEN_WORDS: z
    .string()
    .max(10_000)
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((word) => word.trim())
        .filter((word) => word !== ''),
    ),
  /** Sender of outgoing e-mail (RFC 5322 address, display name allowed). */
  MAIL_FROM: z.string().min(3).default('Rooms <no-reply@rooms.localhost>'),
  /**
   * Folder of the local image store (uploaded photos and their derived sizes, issue 5); default
   * DATA_DIR/uploads. Not used when S3_BUCKET is set.
   */
  UPLOADS_DIR: z.string().min(1).optional(),
  /**
   * S3-compatible object storage for images: setting the bucket switches the image store from
   * local files to S3 (AWS, MinIO, Cloudflare R2 …). Credentials come from S3_ACCESS_KEY_ID and
   * S3_SECRET_ACCESS_KEY when both are set, else from the AWS SDK's default chain (AWS_* variables,
   * instance role); never from the repository.
   */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  /** Endpoint of an S3-compatible service (e.g. http://127.0.0.1:9000); unset: AWS for S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Region of the bucket (AWS name; most S3-compatible services accept 'us-east-1' or 'auto'). */
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * 'true' for path-style addresses (endpoint/bucket/key), which MinIO and most self-hosted
   * services need; default true when S3_ENDPOINT is set, false for AWS.
   */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Prefix of every object key in the bucket (e.g. 'rooms/'), so the bucket can be shared. */
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_-]*\/)*$/, 'lowercase folder names, each ending in /')
    .default(''),
  /** Longest time of one S3 call (connecting included), ms; the SDK then retries or fails. */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Stripe secret key (issue 27: `sk_test_…` or `sk_live_…`, or a restricted `rk_…`); with
   * STRIPE_WEBHOOK_SECRET, or neither. Unset: the local Stripe stand-in is started instead
   * (development, CI). Required in production.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  /** Secret of the webhook endpoint `/stripe/webhook` (`whsec_…`), from Stripe's dashboard. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'a webhook signing secret (whsec_…)')
    .optional(),
  /** Port of the local Stripe stand-in (only without STRIPE_SECRET_KEY; 0: any free port). */
  STRIPE_STANDIN_PORT: z.coerce.number().int().min(0).max(65535).default(12111),
});

/** Names Fastify's trustProxy (proxy-addr) accepts besides addresses. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether an entry of TRUST_PROXY is an address, a CIDR or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** Whether TRUST_PROXY is 'false', a hop count or a list of addresses/CIDRs. */
function isTrustProxyValue(value: string): boolean {
  if (value === 'false' || /^\d{1,3}$/.test(value)) return true;
  return value.split(',').every((entry) => isProxyAddress(entry.trim()));
}

type Env = z.infer<typeof envSchema>;

/**
 * The production rules (issue 22): what is a development default (embedded PostgreSQL, file
 * outbox, local photo storage, trusting no or every proxy, demo data) must be replaced by a
 * real setting. One issue per problem, each naming its variable.
 */
function checkProduction(env: Env, context: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production') return;
  const problem = (variable: keyof Env, message: string) =>
    context.addIssue({ code: 'custom', path: [variable], message });
  if (env.DATABASE_URL === undefined)
    problem('DATABASE_URL', 'required in production (the embedded PostgreSQL is for development)');
  if (env.SMTP_URL === undefined)
    problem('SMTP_URL', 'required in production (the outbox folder is for development)');
  if (!env.SITE_URL.startsWith('https://'))
    problem('SITE_URL', `must be an https:// address in production (is ${env.SITE_URL})`);
  if (env.TRUST_PROXY === undefined)
    problem(
      'TRUST_PROXY',
      "required in production: the proxies' addresses/CIDRs ('0': clients connect directly)",
    );
  else if (env.TRUST_PROXY === 'false')
    problem('TRUST_PROXY', "'false' is refused in production: write '0' when there is no proxy");
  else if (/^\d+$/.test(env.TRUST_PROXY) && env.TRUST_PROXY !== '0')
    problem(
      'TRUST_PROXY',
      `a hop count (${env.TRUST_PROXY}) is refused in production: it believes whoever connects, ` +
        "a client that reaches the API directly too; give the proxies' addresses/CIDRs",
    );
  if (env.S3_BUCKET === undefined)
    problem(
      'S3_BUCKET',
      'required in production: photos go to an object store (local files are for development)',
    );
  if (env.SEED_DEMO === 'true')
    problem('SEED_DEMO', 'demo accounts are refused in production: leave it unset or false');
  if (env.STRIPE_SECRET_KEY === undefined)
    problem('STRIPE_SECRET_KEY', 'required in production (the Stripe stand-in is for development)');
  if (env.STRIPE_WEBHOOK_SECRET === undefined)
    problem('STRIPE_WEBHOOK_SECRET', 'required in production: webhooks are verified with it');
}

/**
 * The validated variables, with SESSION_COOKIE_SECURE, S3_FORCE_PATH_STYLE, RUN_MIGRATIONS and
 * SEED_DEMO resolved to booleans, TRUST_PROXY parsed, UPLOADS_DIR and DATABASE_DIRECT_URL
 * defaulted; in production, every development default refused (`checkProduction`).
 */
const configSchema = envSchema
  .superRefine(checkProduction)
  .refine(
    (env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined),
    {
      message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      path: ['S3_SECRET_ACCESS_KEY'],
    },
  )
  .refine(
    (env) =>
      (env.STRIPE_SECRET_KEY === undefined) === (env.STRIPE_WEBHOOK_SECRET === undefined) ||
      // Production names each missing one itself (`checkProduction`).
      env.NODE_ENV === 'production',
    {
      message: 'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (stand-in)',
      path: ['STRIPE_WEBHOOK_SECRET'],
    },
  )
  .transform((env) => ({
    ...env,
    SESSION_COOKIE_SECURE:
      env.SESSION_COOKIE_SECURE === undefined
        ? env.NODE_ENV === 'production'
        : env.SESSION_COOKIE_SECURE === 'true',
    TRUST_PROXY: parseTrustProxy(env.TRUST_PROXY),
    DATABASE_DIRECT_URL: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    RUN_MIGRATIONS: env.RUN_MIGRATIONS === 'true',
    SEED_DEMO:
      env.SEED_DEMO === undefined ? env.NODE_ENV === 'development' : env.SEED_DEMO === 'true',
    SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0),
    UPLOADS_DIR: env.UPLOADS_DIR ?? join(env.DATA_DIR, 'uploads'),
    S3_FORCE_PATH_STYLE:
      env.S3_FORCE_PATH_STYLE === undefined
        ? env.S3_ENDPOINT !== undefined
        : env.S3_FORCE_PATH_STYLE === 'true',
  }));

/**
 * Fastify's `trustProxy` from TRUST_PROXY: false when unset or 'false', a hop count (number) or
 * the address list ('true' was refused by the schema).
 */
function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The API's validated configuration, read once at start. */
export type ApiConfig = z.infer<typeof configSchema>;

/**
 * Reads and validates the API configuration from an environment record.
 *
 * @param source the variables to read (defaults to `process.env`; tests pass their own); empty
 *   ones count as unset
 * @returns the typed configuration with defaults applied
 * @throws Error listing every invalid variable, so the process can exit with a clear message
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  // An empty variable (`DATABASE_URL=` in a compose or .env file) counts as unset.
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(set);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid API configuration:\n  ${problems.join('\n  ')}`);
}
