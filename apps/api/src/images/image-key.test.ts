import { describe, expect, it } from 'vitest';

import {
  derivedFolder,
  derivedObjectKey,
  isImageKey,
  newImageKey,
  originalObjectKey,
} from './image-key.js';
import { assertStoreKey } from './image-store.js';

describe('image keys', () => {
  it('makes random 24-character URL-safe keys that the store accepts', () => {
    const keys = Array.from({ length: 2000 }, newImageKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(isImageKey(key)).toBe(true);
      expect(encodeURIComponent(key)).toBe(key);
      // Keys starting with '-' or '_' included (base64url makes them).
      expect(() => assertStoreKey(originalObjectKey(key))).not.toThrow();
      expect(() =>
        assertStoreKey(derivedObjectKey(key, { width: 341, height: 241 }, 'avif')),
      ).not.toThrow();
    }
  });

  it('places originals and derived sizes', () => {
    expect(originalObjectKey('abc')).toBe('originals/abc');
    expect(derivedFolder('abc')).toBe('derived/abc');
    expect(derivedObjectKey('abc', { width: 341, height: 241 }, 'webp')).toBe(
      'derived/abc/341x241.webp',
    );
    expect(derivedObjectKey('abc', null, 'jpeg')).toBe('derived/abc/full.jpeg');
  });

  it.each(['', '../x', 'a/b', 'a.b', 'a%2F', 'x'.repeat(129), 'ä'])(
    'refuses %j as a key',
    (key) => {
      expect(isImageKey(key)).toBe(false);
      expect(() => originalObjectKey(key)).toThrow(RangeError);
    },
  );
});
