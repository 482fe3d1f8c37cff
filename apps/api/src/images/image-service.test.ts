import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { derivedObjectKey, originalObjectKey } from './image-key.js';
import { ImageService } from './image-service.js';
import { LocalImageStore } from './local-image-store.js';
import { normaliseUploadedPhoto } from './photo-upload.js';
import { testPhoto } from './testing/test-images.js';

let root: string;
let store: LocalImageStore;
let service: ImageService;
let key: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rooms-image-service-'));
  store = new LocalImageStore(root);
  service = new ImageService(store);
  key = await service.storeOriginal(
    await normaliseUploadedPhoto(await testPhoto('jpeg', 400, 300)),
  );
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('ImageService', () => {
  it('stores the original under originals/{key}', async () => {
    expect(await store.exists(originalObjectKey(key))).toBe(true);
    expect(await service.exists(key)).toBe(true);
  });

  it('crops to fill the size (fit: cover) and caches it under derived/{key}/{w}x{h}.{format}', async () => {
    const variant = await service.variant(key, { width: 100, height: 100 }, 'jpeg');
    expect(variant).toMatchObject({ contentType: 'image/jpeg', cached: false });
    expect(await sharp(variant!.bytes).metadata()).toMatchObject({ width: 100, height: 100 });
    const cached = await store.get(derivedObjectKey(key, { width: 100, height: 100 }, 'jpeg'));
    expect(cached?.equals(variant!.bytes)).toBe(true);
    const again = await service.variant(key, { width: 100, height: 100 }, 'jpeg');
    expect(again).toMatchObject({ cached: true, etag: variant!.etag });
  });

  it('answers null for an image that does not exist, and caches nothing', async () => {
    const renders = service.stats.renders;
    expect(await service.variant('nothing-here', { width: 10, height: 10 }, 'webp')).toBeNull();
    expect(service.stats.renders).toBe(renders);
    expect(
      await store.exists(derivedObjectKey('nothing-here', { width: 10, height: 10 }, 'webp')),
    ).toBe(false);
  });

  it('renders at most two sizes at once; the others wait their turn', async () => {
    const renders = service.stats.renders;
    const sizes = Array.from({ length: 8 }, (_, index) => ({ width: 50 + index, height: 40 }));
    const variants = await Promise.all(sizes.map((size) => service.variant(key, size, 'webp')));
    expect(variants.every((variant) => variant !== null && !variant.cached)).toBe(true);
    expect(service.stats.renders).toBe(renders + 8);
    expect(service.stats.peakConcurrentRenders).toBe(2);
  });

  it('removes an image with every derived size', async () => {
    const other = await service.storeOriginal(
      await normaliseUploadedPhoto(await testPhoto('png', 40, 40)),
    );
    await service.variant(other, { width: 10, height: 10 }, 'avif');
    await service.variant(other, null, 'webp');
    await service.remove(other);
    expect(await service.exists(other)).toBe(false);
    expect(await store.exists(derivedObjectKey(other, { width: 10, height: 10 }, 'avif'))).toBe(
      false,
    );
    expect(await store.exists(derivedObjectKey(other, null, 'webp'))).toBe(false);
    expect(await service.variant(other, { width: 10, height: 10 }, 'avif')).toBeNull();
    // The other image is untouched.
    expect(await service.exists(key)).toBe(true);
  });
});
