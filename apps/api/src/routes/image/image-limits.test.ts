import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ErrorCode } from '@rooms/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { installErrorHandling } from '../../errors/error-handler.js';
import { originalObjectKey } from '../../images/image-key.js';
import { IMAGE_BUSY_RETRY_AFTER_SECONDS } from '../../images/image-service.js';
import { installImageService } from '../../images/install-image-service.js';
import { LocalImageStore } from '../../images/local-image-store.js';
import { normaliseUploadedPhoto } from '../../images/photo-upload.js';
import { testPhoto } from '../../images/testing/test-images.js';

import { imageRoutes } from './index.js';

/**
 * The image-size rules of issue 23 on the routes alone (no database): sizes outside the allowed
 * list redirect, and a full render queue answers 503 with Retry-After. Reads of the original hang
 * until `openGate()`, so renders are as slow as the test wants.
 */
let root: string;
let app: FastifyInstance;
let key: string;
let originalReads = 0;
let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (openGate = resolve));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rooms-image-limits-'));
  const local = new LocalImageStore(root);
  const gated = Object.create(local) as LocalImageStore;
  gated.get = async (objectKey: string) => {
    if (objectKey === originalObjectKey(key)) {
      originalReads += 1;
      await gate;
    }
    return local.get(objectKey);
  };
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  installImageService(app, gated, { maxConcurrentRenders: 2, maxWaitingRenders: 1 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(imageRoutes);
  await app.ready();
  key = await app.images.storeOriginal(
    await normaliseUploadedPhoto(await testPhoto('jpeg', 400, 300)),
  );
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

/** Sends a request now (an inject chain starts only when awaited). */
function get(url: string) {
  return Promise.resolve(app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } }));
}

describe('image sizes (issue 23)', () => {
  it.each([
    ['340-240', '341-241'],
    ['1-1', '30-30'],
    ['3840-3840', '1920-1280'],
    ['650-430', '640-427'],
  ])('redirects %s (308) to the nearest allowed size %s and renders nothing', async (asked, to) => {
    const renders = app.images.stats.renders;
    const response = await get(`/image/${key}/resize/${asked}`);
    expect(response.statusCode).toBe(308);
    // Relative, so it resolves behind the site's /services/api proxy as well.
    expect(response.headers.location).toBe(to);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(app.images.stats.renders).toBe(renders);
  });

  it('answers 503 with Retry-After in the §8 shape when the render queue is full', async () => {
    const sizes = ['30-30', '40-40', '48-48', '60-60'];
    const pending = sizes.map((size) => get(`/image/${key}/resize/${size}`));
    // The fourth request is refused while two renders run and one waits.
    const refused = await pending[3]!;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(IMAGE_BUSY_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({
      code: ErrorCode.Http502,
      message: 'The service is busy, try again shortly',
      data: { retryAfterSeconds: IMAGE_BUSY_RETRY_AFTER_SECONDS },
    });
    // The two renders read their original (a moment after taking their slots); the waiting
    // request has not read it, however long it waits.
    await vi.waitFor(() => expect(originalReads).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(originalReads).toBe(2);
    openGate();
    const served = await Promise.all(pending.slice(0, 3));
    expect(served.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(originalReads).toBe(3);
    // An allowed size renders at that size.
    expect(await sharp(served[2]!.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 48,
      height: 48,
    });
    expect(served[2]!.headers.vary).toBe('Accept');
  });
});
