/**
 * What an uploaded file is, from its first bytes (magic numbers), never from its name or the
 * client's content type (issue 5 "accepted by content sniffing, not by name").
 */

/**
 * The kind of a file: one of the accepted photo formats, HEIC/HEIF (accepted only where the
 * image library can decode it), or anything else.
 */
export type SniffedKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'other';

/** ISO-BMFF major/compatible brands of HEIC/HEIF still images and sequences (ISO/IEC 23008-12). */
const HEIC_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);
/** Brands of AVIF (AV1 in HEIF). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * Sniffs a file's kind from its leading bytes: JPEG `FF D8 FF`, PNG's 8-byte signature, WebP
 * `RIFF….WEBP`, and ISO-BMFF `ftyp` boxes whose brands say AVIF or HEIC/HEIF (an AVIF brand wins
 * over the generic `mif1`). GIF, TIFF, BMP, SVG, PDF, text … are 'other'.
 *
 * @param bytes the file (only the first few hundred bytes are read)
 * @returns the kind
 */
export function sniffImageKind(bytes: Uint8Array): SniffedKind {
  const ascii = (start: number, end: number) =>
    Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    Buffer.from(bytes.subarray(0, 8)).equals(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
  ) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const boxSize = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
    const end = Math.min(bytes.length, Math.max(16, Math.min(boxSize, 256)));
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(offset, offset + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return 'other';
}
