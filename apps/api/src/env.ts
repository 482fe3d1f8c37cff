import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** PostgreSQL 15+ server; when absent an embedded PostgreSQL is started under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  /** Port of the embedded PostgreSQL (only used without DATABASE_URL). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
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
   * 'true' (all: the API is reachable only through the site or a load balancer) or
   * comma-separated addresses/CIDRs of the proxies ('10.0.0.0/8,127.0.0.1'). Unset:
   * none, the socket address is the client. Set it in production, where the site's
   * `/services/api` rewrite forwards browser calls.
   */
  TRUST_PROXY: z.string().trim().min(1).optional(),
  /**
   * Listings the start command seeds into an EMPTY database (real places and streets from
   * ../shared/data); 0 turns seeding on start off. An existing database is never touched.
   */
  SEED_LISTINGS: z.coerce.number().int().min(0).max(2_000_000).default(5000),
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
});

/**
 * The validated variables, with SESSION_COOKIE_SECURE and S3_FORCE_PATH_STYLE resolved to
 * booleans, TRUST_PROXY parsed and UPLOADS_DIR defaulted.
 */
const configSchema = envSchema
  .refine(
    (env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined),
    {
      message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      path: ['S3_SECRET_ACCESS_KEY'],
    },
  )
  .transform((env) => ({
    ...env,
    SESSION_COOKIE_SECURE:
      env.SESSION_COOKIE_SECURE === undefined
        ? env.NODE_ENV === 'production'
        : env.SESSION_COOKIE_SECURE === 'true',
    TRUST_PROXY: parseTrustProxy(env.TRUST_PROXY),
    UPLOADS_DIR: env.UPLOADS_DIR ?? join(env.DATA_DIR, 'uploads'),
    S3_FORCE_PATH_STYLE:
      env.S3_FORCE_PATH_STYLE === undefined
        ? env.S3_ENDPOINT !== undefined
        : env.S3_FORCE_PATH_STYLE === 'true',
  }));

/** Fastify's `trustProxy` from TRUST_PROXY: false when unset, a boolean, or the address list. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** The API's validated configuration, read once at start. */
export type ApiConfig = z.infer<typeof configSchema>;

/**
 * Reads and validates the API configuration from an environment record.
 *
 * @param source the variables to read (defaults to `process.env`; tests pass their own)
 * @returns the typed configuration with defaults applied
 * @throws Error listing every invalid variable, so the process can exit with a clear message
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = configSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid API configuration:\n  ${problems.join('\n  ')}`);
}
