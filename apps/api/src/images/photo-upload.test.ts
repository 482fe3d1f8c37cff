import { ErrorCode, MAX_PHOTO_UPLOAD_PIXELS } from '@rooms/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { canDecodeHeic, normaliseUploadedPhoto, ORIGINAL_MAX_SIDE_PX } from './photo-upload.js';
import {
  hasGpsIfd,
  heicLikeFile,
  phoneJpegWithGps,
  pngBomb,
  testPhoto,
  truncatedJpeg,
} from './testing/test-images.js';

/** The RoomsError code a normalisation fails with. */
async function refusal(bytes: Buffer): Promise<unknown> {
  return normaliseUploadedPhoto(bytes).then(
    () => 'accepted',
    (error: { code: unknown }) => error.code,
  );
}

describe('normaliseUploadedPhoto', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'turns a %s into a JPEG of the same size',
    async (format) => {
      const photo = await normaliseUploadedPhoto(await testPhoto(format, 64, 48));
      expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
      expect(photo.sourceFormat).toBe(format);
      const metadata = await sharp(photo.bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    },
  );

  it('removes EXIF (GPS, camera), XMP and the orientation tag, and turns the photo upright', async () => {
    const upload = await phoneJpegWithGps();
    const before = await sharp(upload).metadata();
    // The test file really carries what must go.
    expect(hasGpsIfd(before.exif)).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(before).toMatchObject({ width: 60, height: 20, orientation: 6 });

    const photo = await normaliseUploadedPhoto(upload);
    const after = await sharp(photo.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(photo.bytes.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(photo.bytes.includes(Buffer.from('Secret Person'))).toBe(false);
    // Orientation 6 = rotate 90° clockwise: 60×20 stored, 20×60 upright.
    expect([photo.width, photo.height, after.width, after.height]).toEqual([20, 60, 20, 60]);
  });

  it('caps the longest side at 2560 px, keeping the aspect ratio', async () => {
    const photo = await normaliseUploadedPhoto(await testPhoto('png', 3000, 1500));
    expect([photo.width, photo.height]).toEqual([ORIGINAL_MAX_SIDE_PX, ORIGINAL_MAX_SIDE_PX / 2]);
  });

  it('puts transparent pixels on white, not black', async () => {
    const transparent = await sharp({
      create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const photo = await normaliseUploadedPhoto(transparent);
    const { data } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(240);
  });

  it('refuses what is not an accepted image, by content', async () => {
    expect(await refusal(Buffer.from('plain text renamed to photo.jpg'))).toBe(
      ErrorCode.ImageUnsupported,
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    expect(await refusal(gif)).toBe(ErrorCode.ImageUnsupported);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    expect(await refusal(svg)).toBe(ErrorCode.ImageUnsupported);
  });

  it('refuses damaged and truncated images', async () => {
    expect(await refusal(await truncatedJpeg())).toBe(ErrorCode.ImageCorrupt);
    const header = (await testPhoto('png')).subarray(0, 40);
    expect(await refusal(header)).toBe(ErrorCode.ImageCorrupt);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1000);
    // `data` with the declared size comes only from the header check, not from a failed decode.
    await expect(normaliseUploadedPhoto(bomb)).rejects.toMatchObject({
      code: ErrorCode.ImageTooManyPixels,
      status: 413,
      data: { width: 20_000, height: 20_000 },
    });
  });

  it('draws the pixel line at 50 megapixels', async () => {
    // 7071² = 49 999 041 passes the header check (its cut-off data then fails to decode);
    // 7072² = 50 013 184 is refused from the header.
    expect(7_071 ** 2).toBeLessThanOrEqual(MAX_PHOTO_UPLOAD_PIXELS);
    expect(await refusal(pngBomb(7_071))).toBe(ErrorCode.ImageCorrupt);
    expect(7_072 ** 2).toBeGreaterThan(MAX_PHOTO_UPLOAD_PIXELS);
    expect(await refusal(pngBomb(7_072))).toBe(ErrorCode.ImageTooManyPixels);
  });

  it('asks for a JPEG when HEIC cannot be decoded here', async () => {
    expect(canDecodeHeic()).toBe(false); // the prebuilt sharp has no HEVC decoder
    expect(await refusal(heicLikeFile())).toBe(ErrorCode.ImageHeicUnsupported);
  });
});
