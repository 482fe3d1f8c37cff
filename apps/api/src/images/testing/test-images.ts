/**
 * Images made with sharp for tests and the benchmark (no binary fixtures): photos in every
 * accepted format, a JPEG with EXIF GPS and orientation, damaged files and a decompression bomb.
 */
import { deflateSync } from 'node:zlib';

import sharp from 'sharp';

/** A photo-like test image: a colour gradient with noise (so encoders cannot cheat), in px. */
export async function testPhoto(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width = 64,
  height = 48,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round((x / width) * 200) + (seed % 40);
      pixels[offset + 1] = Math.round((y / height) * 200) + ((seed >> 8) % 40);
      pixels[offset + 2] = 90 + ((seed >> 16) % 60);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format, format === 'jpeg' ? { quality: 90 } : {})
    .toBuffer();
}

/** A fake position for EXIF GPS tags (degrees, minutes, seconds as EXIF rationals). */
export const TEST_GPS = { latitude: '53/1 13/1 0/1', longitude: '6/1 34/1 0/1' } as const;

/**
 * A JPEG as phones write them: 60×20 px stored sideways with EXIF Orientation 6 (shown rotated
 * 90° clockwise, so upright it is 20×60) and GPS tags of {@link TEST_GPS}, a camera make and an
 * XMP packet.
 */
export async function phoneJpegWithGps(): Promise<Buffer> {
  const sideways = await testPhoto('jpeg', 60, 20);
  return sharp(sideways)
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Model 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: TEST_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: TEST_GPS.longitude,
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Secret Person"/></rdf:RDF></x:xmpmeta>',
    )
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Whether EXIF data holds a GPS IFD (tag 0x8825, GPSInfo, in either byte order). */
export function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (exif === undefined) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** The first half of a JPEG: a valid header, pixel data cut off (an interrupted upload). */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await testPhoto('jpeg', 256, 192);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes that declares `side`×`side` pixels
 * (default 20000×20000 = 400 megapixels, 1.2 GB once decoded) of one grey colour. Its IDAT holds
 * only the first rows: any decoder must refuse it before allocating the image.
 */
export function pngBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Four rows of mid grey, each led by filter byte 0 (none); the other rows are missing.
  const rows = Buffer.alloc((side + 1) * 4, 0x80);
  for (let row = 0; row < 4; row += 1) rows[row * (side + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of an iPhone HEIC (an `ftyp` box with brand heic) and some filler. */
export function heicLikeFile(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
}

let crcTable: Uint32Array | undefined;
/** CRC-32 (ISO 3309, as PNG uses it). */
function crc32(bytes: Buffer): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One part of a multipart body. */
export interface MultipartPart {
  name: string;
  /** Set for file parts. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/**
 * A `multipart/form-data` request body for `app.inject`.
 *
 * @returns the payload and its content-type header (with the boundary)
 */
export function multipartBody(parts: MultipartPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----rooms-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type =
      part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type === undefined ? '' : `Content-Type: ${type}\r\n`}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
