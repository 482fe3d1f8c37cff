import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { derivedObjectKey, originalObjectKey } from './image-key.js';
import {
  IMAGE_BUSY_RETRY_AFTER_SECONDS,
  ImageService,
  ImageServiceBusyError,
} from './image-service.js';
import { LocalImageStore } from './local-image-store.js';
import { normaliseUploadedPhoto } from './photo-upload.js';
import { testPhoto } from './testing/test-images.js';

import type { ImageStore } from './image-store.js';

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

/**
 * A store whose reads of one original hang until `open()`: a render then holds its slot as long as
 * the test wants (a slow render), and the reads made so far are counted.
 */
class GatedStore implements ImageStore {
  readonly kind = 'local';
  originalReads = 0;
  private gate: Promise<void>;
  private openGate: () => void = () => undefined;

  constructor(
    private readonly inner: ImageStore,
    private readonly imageKey: string,
  ) {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  open(): void {
    this.openGate();
  }

  put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    return this.inner.put(key, bytes, contentType);
  }

  async get(key: string): Promise<Buffer | null> {
    if (key !== originalObjectKey(this.imageKey)) return this.inner.get(key);
    this.originalReads += 1;
    await this.gate;
    return this.inner.get(key);
  }

  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  deleteFolder(folder: string): Promise<void> {
    return this.inner.deleteFolder(folder);
  }
}

/** Lets pending promise callbacks and I/O run. */
async function settle(): Promise<void> {
  for (let index = 0; index < 20; index += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('ImageService render queue (issue 23)', () => {
  it('refuses renders beyond the wait queue and reads no original while a render waits', async () => {
    const gated = new GatedStore(store, key);
    const busy = new ImageService(gated, { maxConcurrentRenders: 2, maxWaitingRenders: 1 });
    const sizes = [30, 40, 48, 60].map((side) => ({ width: side, height: side }));
    const pending = sizes.map((size) =>
      busy.variant(key, size, 'jpeg').then(
        (variant) => ({ variant, error: null }),
        (error: unknown) => ({ variant: null, error }),
      ),
    );
    // Two renders hold the slots (reading their original) - the cache look-ups before them are
    // real file reads, so wait for them rather than for a number of turns - and one waits
    // without reading it, however long it waits.
    await vi.waitFor(() => expect(gated.originalReads).toBe(2));
    await settle();
    expect(gated.originalReads).toBe(2);
    gated.open();
    const answers = await Promise.all(pending);
    // Which request is refused depends on the order their cache look-ups (file reads) finish,
    // which varies under load: exactly one, the last to ask for a slot.
    expect(answers.filter((answer) => answer.variant !== null).length).toBe(3);
    const refused = answers.filter((answer) => answer.error !== null);
    expect(refused.length).toBe(1);
    expect(refused[0]!.error).toBeInstanceOf(ImageServiceBusyError);
    expect((refused[0]!.error as ImageServiceBusyError).retryAfterSeconds).toBe(
      IMAGE_BUSY_RETRY_AFTER_SECONDS,
    );
    expect(gated.originalReads).toBe(3);
    expect(busy.stats.peakConcurrentRenders).toBe(2);
  });

  it('serves a cached size even when the render queue is full', async () => {
    await service.variant(key, { width: 80, height: 80 }, 'webp');
    const gated = new GatedStore(store, key);
    const busy = new ImageService(gated, { maxConcurrentRenders: 1, maxWaitingRenders: 0 });
    const slow = busy.variant(key, { width: 96, height: 96 }, 'webp');
    await vi.waitFor(() => expect(gated.originalReads).toBe(1)); // the slow render has the slot
    await expect(busy.variant(key, { width: 150, height: 150 }, 'webp')).rejects.toBeInstanceOf(
      ImageServiceBusyError,
    );
    expect(await busy.variant(key, { width: 80, height: 80 }, 'webp')).toMatchObject({
      cached: true,
    });
    gated.open();
    expect(await slow).toMatchObject({ cached: false });
  });
});
