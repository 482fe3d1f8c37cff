/**
 * The behaviour every {@link ImageStore} must have, as a vitest suite to run against each
 * implementation (see `image-store.contract.test.ts`).
 */
import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { ImageStore } from '../image-store.js';

/**
 * Declares the contract tests of an image store.
 *
 * @param name what the suite is called (e.g. 'LocalImageStore')
 * @param store returns the store under test (called inside the tests, after `beforeAll`)
 */
export function describeImageStoreContract(name: string, store: () => ImageStore): void {
  describe(`${name} (ImageStore contract)`, () => {
    const unique = () => `t${randomBytes(6).toString('hex')}`;

    it('reads back exactly the bytes written', async () => {
      const key = `originals/${unique()}`;
      const bytes = randomBytes(70_000);
      await store().put(key, bytes, 'image/jpeg');
      expect(await store().exists(key)).toBe(true);
      expect((await store().get(key))?.equals(bytes)).toBe(true);
    });

    it('takes every key an image can have, including a leading - or _', async () => {
      for (const key of [
        `originals/-${unique()}`,
        `originals/_${unique()}`,
        `derived/-${unique()}/1x1.avif`,
      ]) {
        await store().put(key, Buffer.from(key), 'image/jpeg');
        expect((await store().get(key))?.toString()).toBe(key);
      }
    });

    it('answers null and false for an object that does not exist', async () => {
      const key = `originals/${unique()}`;
      expect(await store().get(key)).toBeNull();
      expect(await store().exists(key)).toBe(false);
    });

    it('replaces an object written again', async () => {
      const key = `derived/${unique()}/10x10.webp`;
      await store().put(key, Buffer.from('first'), 'image/webp');
      await store().put(key, Buffer.from('second'), 'image/webp');
      expect((await store().get(key))?.toString()).toBe('second');
    });

    it('stores empty objects', async () => {
      const key = `derived/${unique()}/empty.jpeg`;
      await store().put(key, Buffer.alloc(0), 'image/jpeg');
      expect(await store().exists(key)).toBe(true);
      expect((await store().get(key))?.length).toBe(0);
    });

    it('deletes an object, and deleting a missing one is no error', async () => {
      const key = `originals/${unique()}`;
      await store().put(key, Buffer.from('x'), 'image/jpeg');
      await store().delete(key);
      expect(await store().exists(key)).toBe(false);
      expect(await store().get(key)).toBeNull();
      await expect(store().delete(key)).resolves.toBeUndefined();
    });

    it('deletes a folder with everything in it, and nothing else', async () => {
      const image = unique();
      const other = `${image}x`; // shares the prefix, not the folder
      for (const size of ['10x10.webp', '20x20.avif', 'full.jpeg']) {
        await store().put(`derived/${image}/${size}`, Buffer.from(size), 'image/webp');
      }
      await store().put(`derived/${other}/10x10.webp`, Buffer.from('keep'), 'image/webp');
      await store().deleteFolder(`derived/${image}`);
      expect(await store().exists(`derived/${image}/10x10.webp`)).toBe(false);
      expect(await store().exists(`derived/${image}/full.jpeg`)).toBe(false);
      expect((await store().get(`derived/${other}/10x10.webp`))?.toString()).toBe('keep');
      await expect(store().deleteFolder(`derived/${unique()}`)).resolves.toBeUndefined();
    });

    it('keeps concurrent writes of different objects apart', async () => {
      const keys = Array.from({ length: 12 }, () => `originals/${unique()}`);
      await Promise.all(keys.map((key) => store().put(key, Buffer.from(key), 'image/jpeg')));
      const read = await Promise.all(keys.map((key) => store().get(key)));
      expect(read.map((bytes) => bytes?.toString())).toEqual(keys);
    });

    it.each([
      '../outside',
      'originals/../../etc/passwd',
      '/etc/passwd',
      'originals/.hidden',
      'originals//double',
      'originals/',
      '',
      'originals/a b',
      'originals\\..\\x',
      'originals/%2e%2e',
    ])('refuses the key %j for every operation', async (key) => {
      await expect(store().put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(RangeError);
      await expect(store().get(key)).rejects.toThrow(RangeError);
      await expect(store().exists(key)).rejects.toThrow(RangeError);
      await expect(store().delete(key)).rejects.toThrow(RangeError);
      await expect(store().deleteFolder(key)).rejects.toThrow(RangeError);
    });
  });
}
