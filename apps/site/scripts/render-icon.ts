import sharp from 'sharp';

import { brandIconSvg } from '../src/shell/brand-icon';

import type { BrandIconShape } from '../src/shell/brand-icon';

/**
 * Renders the Rooms mark to a PNG of the given side, rasterised at that size (not scaled down
 * from a bigger bitmap), so small favicons stay sharp.
 *
 * @param shape rounded or square tile (`brandIconSvg`)
 * @param size width and height in px
 * @returns the PNG's bytes (RGBA, maximum compression)
 */
export async function renderPng(shape: BrandIconShape, size: number): Promise<Buffer> {
  // The SVG is 32 px at 72 dpi; this density draws it at `size` px directly.
  const density = (72 * size) / 32;
  return sharp(Buffer.from(brandIconSvg(shape)), { density })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
