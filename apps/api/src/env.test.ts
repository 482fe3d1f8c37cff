import { describe, expect, it } from 'vitest';

import { loadConfig } from './env.js';

/** A production environment with every required setting. */
const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://rooms:secret@pgbouncer:6432/rooms',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  SITE_URL: 'https://rooms.example.com',
  TRUST_PROXY: '10.0.0.0/8',
  S3_BUCKET: 'rooms-photos',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};

describe('loadConfig', () => {
  it('applies the defaults: port 4000 and log level info (§9)', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4000);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('reads numbers from text', () => {
    expect(loadConfig({ PORT: '4100' }).PORT).toBe(4100);
  });

  it('names every invalid variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});

describe('loadConfig: accounts settings', () => {
  it('makes the session cookie Secure in production only, unless told otherwise', () => {
    expect(loadConfig({}).SESSION_COOKIE_SECURE).toBe(false);
    expect(loadConfig(PRODUCTION).SESSION_COOKIE_SECURE).toBe(true);
    expect(
      loadConfig({ ...PRODUCTION, SESSION_COOKIE_SECURE: 'false' }).SESSION_COOKIE_SECURE,
    ).toBe(false);
    expect(loadConfig({ SESSION_COOKIE_SECURE: 'true' }).SESSION_COOKIE_SECURE).toBe(true);
  });

  it('defaults SITE_URL to the local site and refuses other protocols', () => {
    expect(loadConfig({}).SITE_URL).toBe('http://localhost:3000');
    expect(() => loadConfig({ SITE_URL: 'ftp://rooms.nl' })).toThrow(/SITE_URL/);
  });

  it('waits 120 s before an instant alert e-mail unless told otherwise, at most an hour', () => {
    expect(loadConfig({}).ALERT_INSTANT_DELAY_SECONDS).toBe(120);
    expect(loadConfig({ ALERT_INSTANT_DELAY_SECONDS: '2' }).ALERT_INSTANT_DELAY_SECONDS).toBe(2);
    expect(() => loadConfig({ ALERT_INSTANT_DELAY_SECONDS: '7200' })).toThrow(
      /ALERT_INSTANT_DELAY_SECONDS/,
    );
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default and reads false and address lists', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it("refuses 'true' in every environment: it believes the client's own X-Forwarded-For", () => {
    for (const NODE_ENV of ['development', 'test'])
      expect(() => loadConfig({ NODE_ENV, TRUST_PROXY: 'true' })).toThrow(
        /TRUST_PROXY: 'true' would believe the client's own X-Forwarded-For/,
      );
  });
});

describe('loadConfig: image storage', () => {
  it('keeps uploads under DATA_DIR/uploads unless UPLOADS_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/rooms' }).UPLOADS_DIR).toBe('/srv/rooms/uploads');
    expect(loadConfig({ UPLOADS_DIR: '/mnt/photos' }).UPLOADS_DIR).toBe('/mnt/photos');
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });

  it('reads the S3 settings, path-style by default only with an endpoint', () => {
    const minio = loadConfig({
      S3_BUCKET: 'rooms-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'rooms/',
    });
    expect(minio).toMatchObject({
      S3_BUCKET: 'rooms-photos',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'rooms/',
    });
    expect(
      loadConfig({ S3_BUCKET: 'rooms-photos', S3_REGION: 'eu-west-1' }).S3_FORCE_PATH_STYLE,
    ).toBe(false);
  });

  it('refuses half a key pair, a bad endpoint and a bad prefix', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_PREFIX: '../' })).toThrow(/S3_PREFIX/);
  });
});

/** The lines of the error `loadConfig` throws for an environment, or [] when it accepts it. */
function problemsOf(source: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(source);
    return [];
  } catch (error) {
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
}

describe('loadConfig: production refuses development defaults', () => {
  it('accepts a complete production environment', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ TRUST_PROXY: '10.0.0.0/8', SEED_DEMO: false });
    expect(config.DATABASE_DIRECT_URL).toBe(PRODUCTION.DATABASE_URL);
  });

  it('names every missing setting on a line of its own', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((line) => line.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'S3_BUCKET',
      'SITE_URL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'TRUST_PROXY',
    ]);
    expect(problems.find((line) => line.startsWith('DATABASE_URL'))).toMatch(/embedded/);
    expect(problems.find((line) => line.startsWith('STRIPE_SECRET_KEY'))).toMatch(/stand-in/);
    expect(problems.find((line) => line.startsWith('SMTP_URL'))).toMatch(/outbox/);
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: undefined }],
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['S3_BUCKET', { S3_BUCKET: undefined }],
    ['TRUST_PROXY', { TRUST_PROXY: undefined }],
    ['SITE_URL', { SITE_URL: 'http://rooms.example.com' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'false' }],
    ['TRUST_PROXY', { TRUST_PROXY: '1' }],
    ['TRUST_PROXY', { TRUST_PROXY: '2' }],
    ['SEED_DEMO', { SEED_DEMO: 'true' }],
  ])('refuses an unsafe %s alone, naming only it', (variable, change) => {
    const problems = problemsOf({ ...PRODUCTION, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable}: `));
  });

  it('counts an empty variable as unset', () => {
    expect(problemsOf({ ...PRODUCTION, DATABASE_URL: '' })).toEqual([
      'DATABASE_URL: required in production (the embedded PostgreSQL is for development)',
    ]);
    expect(loadConfig({ PORT: '' }).PORT).toBe(4000);
  });

  it('applies none of these rules outside production', () => {
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test', TRUST_PROXY: '1' })).toEqual([]);
  });
});

describe('loadConfig: TRUST_PROXY hop counts and addresses', () => {
  it('reads a hop count as a number (Fastify trusts that many proxies)', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'loopback, fd00::/8' }).TRUST_PROXY).toBe(
      'loopback, fd00::/8',
    );
  });

  it('refuses what is neither an address list nor a hop count', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});

describe('loadConfig: database, seeding and timeouts', () => {
  it('seeds demo data by default in development only', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('keeps a separate direct URL for LISTEN and migrations when given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://rooms@pgbouncer:6432/rooms',
      DATABASE_DIRECT_URL: 'postgres://rooms@postgres:5432/rooms',
    });
    expect(config.DATABASE_DIRECT_URL).toBe('postgres://rooms@postgres:5432/rooms');
    expect(loadConfig({}).DATABASE_DIRECT_URL).toBeUndefined();
  });

  it('defaults the pool, migration and timeout settings', () => {
    expect(loadConfig({})).toMatchObject({
      RUN_MIGRATIONS: true,
      DATABASE_POOL_SIZE: 10,
      DATABASE_APPLICATION_NAME: 'rooms-api',
      DATABASE_STATEMENT_TIMEOUT_MS: 30_000,
    });
    expect(loadConfig({ RUN_MIGRATIONS: 'false' }).RUN_MIGRATIONS).toBe(false);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
