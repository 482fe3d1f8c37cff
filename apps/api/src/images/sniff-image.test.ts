import { describe, expect, it } from 'vitest';

import { sniffImageKind } from './sniff-image.js';
import { heicLikeFile, pngBomb, testPhoto } from './testing/test-images.js';

describe('sniffImageKind', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('recognises %s by content', async (format) => {
    expect(sniffImageKind(await testPhoto(format))).toBe(format);
  });

  it('recognises HEIC by its ftyp brand', () => {
    expect(sniffImageKind(heicLikeFile())).toBe('heic');
  });

  it('knows a PNG from its signature alone, whatever it declares', () => {
    expect(sniffImageKind(pngBomb())).toBe('png');
  });

  it.each([
    ['text', Buffer.from('just some text, renamed to photo.jpg')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', Buffer.from('%PDF-1.7\n')],
    ['TIFF', Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
    ['empty', Buffer.alloc(0)],
    ['two bytes of a JPEG', Buffer.from([0xff, 0xd8])],
    ['an MP4', Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypisom\0\0\0\0mp41')])],
  ])('calls %s other', (_name, bytes) => {
    expect(sniffImageKind(bytes)).toBe('other');
  });
});
