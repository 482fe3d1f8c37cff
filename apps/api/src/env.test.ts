import { describe, expect, it } from 'vitest';

import { loadConfig } from './env.js';

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
    expect(loadConfig({ NODE_ENV: 'production' }).SESSION_COOKIE_SECURE).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false' }).SESSION_COOKIE_SECURE,
    ).toBe(false);
    expect(loadConfig({ SESSION_COOKIE_SECURE: 'true' }).SESSION_COOKIE_SECURE).toBe(true);
  });

  it('defaults SITE_URL to the local site and refuses other protocols', () => {
    expect(loadConfig({}).SITE_URL).toBe('http://localhost:3000');
    expect(() => loadConfig({ SITE_URL: 'ftp://rooms.nl' })).toThrow(/SITE_URL/);
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default and reads booleans and address lists', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,127.0.0.1',
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
