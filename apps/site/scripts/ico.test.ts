import { describe, expect, it } from 'vitest';

import { icoFromPngs, readIcoDirectory } from './ico';

const png = (fill: number, length: number) => new Uint8Array(length).fill(fill);

describe('icoFromPngs', () => {
  it('writes an icon directory whose entries point at each image in order', () => {
    const ico = icoFromPngs([
      { size: 16, png: png(1, 10) },
      { size: 256, png: png(2, 7) },
    ]);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect(ico.readUInt16LE(6 + 6)).toBe(32);
    const entries = readIcoDirectory(ico);
    expect(entries.map((entry) => entry.size)).toEqual([16, 256]);
    expect([...entries[0]!.data]).toEqual([...png(1, 10)]);
    expect([...entries[1]!.data]).toEqual([...png(2, 7)]);
    expect(ico.length).toBe(6 + 2 * 16 + 10 + 7);
  });

  it('refuses no images and sizes an ICO cannot hold', () => {
    expect(() => icoFromPngs([])).toThrow(RangeError);
    expect(() => icoFromPngs([{ size: 257, png: png(0, 1) }])).toThrow(/1-256/);
    expect(() => icoFromPngs([{ size: 0, png: png(0, 1) }])).toThrow(/1-256/);
  });
});

describe('readIcoDirectory', () => {
  it('refuses bytes that are not an icon file', () => {
    expect(() => readIcoDirectory(Buffer.from('\x89PNG\r\n'))).toThrow('not an ICO file');
  });

  it('refuses an entry that points past the end', () => {
    const ico = icoFromPngs([{ size: 16, png: png(1, 10) }]);
    expect(() => readIcoDirectory(ico.subarray(0, ico.length - 1))).toThrow(/outside/);
  });
});
