import { join } from 'node:path';

import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { newImageKey, originalObjectKey } from './images/image-key.js';
import { LocalImageStore } from './images/local-image-store.js';
import { testPhoto } from './images/testing/test-images.js';
import {
  HSTS_MAX_AGE_SECONDS,
  installSecurityHeaders,
  securityHeaderSetter,
} from './security-headers.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** The directives of a Content-Security-Policy header, by name (e.g. `default-src` → `'none'`). */
function cspDirectives(header: unknown): Record<string, string> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive !== '')
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

/** Checks the headers every API answer carries, in every environment. */
function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(cspDirectives(response.headers['content-security-policy'])).toEqual({
    'default-src': "'none'",
    'frame-ancestors': "'none'",
  });
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
}

describe('security headers of the API (development)', () => {
  let testApp: TestApp;
  /** Key of a 640×480 JPEG original put straight into the app's image store. */
  let imageKey: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    imageKey = newImageKey();
    // The app's local store (UPLOADS_DIR defaults to DATA_DIR/uploads): no upload call needed.
    const store = new LocalImageStore(join(testApp.dataDir, 'uploads'));
    await store.put(originalObjectKey(imageKey), await testPhoto('jpeg', 640, 480), 'image/jpeg');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  it('are on a JSON answer, without HSTS outside production', async () => {
    const response = await inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(response);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on error answers: 404, malformed JSON (400), unsupported media type (415)', async () => {
    const notFound = await inject({ method: 'GET', url: '/nope' });
    expect(notFound.statusCode).toBe(404);
    expectSecurityHeaders(notFound);

    const malformed = await inject({
      method: 'POST',
      url: '/customer/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.nl",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_request' });
    expectSecurityHeaders(malformed);

    const unsupported = await inject({
      method: 'POST',
      url: '/customer/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(unsupported.statusCode).toBe(415);
    expectSecurityHeaders(unsupported);
  });

  it('are on an image answer, which still arrives as an image with its caching headers', async () => {
    const response = await inject({
      method: 'GET',
      url: `/image/${imageKey}/resize/341-241`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 341,
      height: 241,
    });
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['cache-control']).toMatch(/^public/);
    expectSecurityHeaders(response);
  });

  it("are on the router's own errors, which run no hook (malformed percent-encoding)", async () => {
    const response = await inject({ method: 'GET', url: '/gis/slugs/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
    expectSecurityHeaders(response);
  });

  it('are on the redirect of an image size outside the list', async () => {
    const response = await inject({ method: 'GET', url: `/image/${imageKey}/resize/340-240` });
    expect(response.statusCode).toBe(308);
    expectSecurityHeaders(response);
  });
});

describe('security headers of the API (production)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ NODE_ENV: 'production' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('add HSTS for a year, subdomains included, to JSON and error answers', async () => {
    for (const url of ['/health', '/nope']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expectSecurityHeaders(response);
      expect(response.headers['strict-transport-security']).toBe(
        `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
      );
    }
  });
});

describe('installSecurityHeaders', () => {
  it('covers answers of routes registered after it and the answers of thrown errors', async () => {
    const app = Fastify();
    installSecurityHeaders(app, securityHeaderSetter({ production: false }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expectSecurityHeaders(response);
    await app.close();
  });
});
