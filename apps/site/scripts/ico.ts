/** One image of an ICO file: a PNG and its side in px (1-256). */
export interface IcoImage {
  /** Width and height of the PNG in px. */
  readonly size: number;
  /** The PNG file's bytes. */
  readonly png: Uint8Array;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * Packs PNG images into one ICO file (the `favicon.ico` format: a directory of images, each
 * stored as PNG, which every browser since IE 9 reads). sharp writes no ICO, hence this.
 *
 * @param images the images, e.g. 16, 32 and 48 px
 * @returns the ICO file's bytes
 * @throws RangeError when there is no image or a size is outside 1-256 px
 */
export function icoFromPngs(images: readonly IcoImage[]): Buffer {
  if (images.length === 0) throw new RangeError('an ICO file needs at least one image');
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new RangeError(`ICO image size must be 1-256 px, got ${size}`);
    }
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    header.writeUInt8(size === 256 ? 0 : size, entry); // 0 means 256
    header.writeUInt8(size === 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => Buffer.from(png))]);
}

/** An entry of an ICO file's directory, as read by {@link readIcoDirectory}. */
export interface IcoEntry {
  /** Side in px. */
  readonly size: number;
  /** The image's bytes (a PNG for the files {@link icoFromPngs} writes). */
  readonly data: Buffer;
}

/**
 * Reads the directory of an ICO file.
 *
 * @param ico the file's bytes
 * @returns every image with its size and bytes
 * @throws Error when the bytes are not an ICO file or an entry points outside it
 */
export function readIcoDirectory(ico: Buffer): IcoEntry[] {
  if (ico.length < HEADER_BYTES || ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) {
    throw new Error('not an ICO file');
  }
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    if (offset + length > ico.length) throw new Error(`ICO entry ${index} points outside the file`);
    return { size: ico.readUInt8(entry) || 256, data: ico.subarray(offset, offset + length) };
  });
}
