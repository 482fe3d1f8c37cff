/**
 * The ImageStore contract, run against the local store and against the S3 store talking to an
 * in-memory fake S3 on 127.0.0.1 (request shapes and S3's answers, not real credentials), always;
 * and against real S3-compatible storage when asked: `IMAGE_STORE_CONTRACT_S3=true` with
 * S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed; see
 * env.ts), under a fresh random prefix. No S3 service is reachable from CI, so there only the
 * first two run.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../env.js';

import { createImageStore } from './create-image-store.js';
import { LocalImageStore } from './local-image-store.js';
import { S3ImageStore } from './s3-image-store.js';
import { startFakeS3, type FakeS3 } from './testing/fake-s3-server.js';
import { describeImageStoreContract } from './testing/image-store-contract.js';

import type { ImageStore } from './image-store.js';

let root: string;
let local: LocalImageStore;
let fakeS3: FakeS3;
let s3OnFake: S3ImageStore;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'rooms-image-store-'));
  local = new LocalImageStore(join(root, 'uploads'));
  fakeS3 = await startFakeS3('rooms-photos');
  s3OnFake = (await createImageStore(
    loadConfig({
      S3_BUCKET: 'rooms-photos',
      S3_ENDPOINT: fakeS3.endpoint,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PREFIX: 'rooms/',
    }),
  )) as S3ImageStore;
});

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await fakeS3.close();
});

describeImageStoreContract('LocalImageStore', () => local);
describeImageStoreContract('S3ImageStore on a fake S3', () => s3OnFake);

describe('S3ImageStore requests', () => {
  it('writes path-style under the prefix, with the content type', async () => {
    await s3OnFake.put('originals/abc', Buffer.from('photo'), 'image/jpeg');
    expect(fakeS3.objects.get('rooms/originals/abc')).toEqual({
      bytes: Buffer.from('photo'),
      contentType: 'image/jpeg',
    });
    expect(fakeS3.requests).toContain('PUT /rooms-photos/rooms/originals/abc?x-id=PutObject');
  });
});

describe('LocalImageStore files', () => {
  it('keeps objects as files under its root and leaves no temporary files', async () => {
    await local.put('originals/abc', Buffer.from('photo'), 'image/jpeg');
    await local.put('derived/abc/10x10.webp', Buffer.from('small'), 'image/webp');
    expect(readdirSync(join(root, 'uploads'), { recursive: true }).sort()).toEqual(
      expect.arrayContaining([
        'derived',
        'derived/abc',
        'derived/abc/10x10.webp',
        'originals',
        'originals/abc',
      ]),
    );
    expect(
      (readdirSync(join(root, 'uploads'), { recursive: true }) as string[]).filter((name) =>
        name.endsWith('.tmp'),
      ),
    ).toEqual([]);
  });

  it('never reads a file outside its root, even one that exists', async () => {
    writeFileSync(join(root, 'secret'), 'secret');
    await expect(local.get('../secret')).rejects.toThrow(RangeError);
  });
});

describe('createImageStore', () => {
  it('uses local files under DATA_DIR/uploads by default', async () => {
    const store = await createImageStore(loadConfig({ DATA_DIR: root }));
    expect(store).toBeInstanceOf(LocalImageStore);
    await store.put('originals/default', Buffer.from('x'), 'image/jpeg');
    expect(readdirSync(join(root, 'uploads', 'originals'))).toContain('default');
  });

  it('uses S3 when a bucket is configured (no request is made until used)', async () => {
    const store = await createImageStore(
      loadConfig({
        S3_BUCKET: 'rooms-photos',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test',
      }),
    );
    expect(store).toBeInstanceOf(S3ImageStore);
    expect(store.kind).toBe('s3');
  });
});

if (process.env.IMAGE_STORE_CONTRACT_S3 === 'true') {
  let s3: ImageStore;
  beforeAll(async () => {
    const prefix = `contract-test-${Date.now()}-${Math.random().toString(16).slice(2, 8)}/`;
    s3 = await createImageStore(loadConfig({ ...process.env, S3_PREFIX: prefix }));
  });
  describeImageStoreContract('S3ImageStore', () => s3);
}
