/**
 * Photos of the seeded adverts (issue 22 §2): every seeded advert but the wizard drafts gets one
 * photo, the floor-plan illustration of its category and surface band
 * (`floor-plan-illustration.ts`), as its cover. The distinct illustrations (about 35 for any
 * number of listings) are rendered once and stored as originals in the image store; the listings
 * share their image keys.
 *
 * Sharing is safe: the photo table has no unique key on `image_key`, and a stored image is only
 * removed when no listing photo and no profile photo references its key any more
 * (`arrangeListingPhotos` → `orphanedImageKeys`, the only place that removes a kept image), so
 * deleting one listing's photo never deletes another's file.
 */
import { originalObjectKey } from '../images/image-key.js';

import {
  illustrationSpec,
  renderIllustration,
  specId,
  type IllustrationSpec,
  type RenderedIllustration,
} from './floor-plan-illustration.js';

import type { ImageStore } from '../images/image-store.js';
import type pg from 'pg';

/** Illustrations rendered at once (the machines have 2 cores; libvips threads within each). */
const RENDER_CONCURRENCY = 2;

/** What {@link seedDemoPhotos} did. */
export interface DemoPhotosResult {
  /** Listing photos inserted. */
  photos: number;
  /** Distinct illustrations rendered and stored. */
  illustrations: number;
}

/**
 * Renders specs, at most {@link RENDER_CONCURRENCY} at a time, in the given order.
 *
 * @param specs the distinct specs
 * @returns the rendered illustrations, same order
 */
async function renderAll(specs: readonly IllustrationSpec[]): Promise<RenderedIllustration[]> {
  const rendered: RenderedIllustration[] = new Array<RenderedIllustration>(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      rendered[index] = await renderIllustration(specs[index] as IllustrationSpec);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  return rendered;
}

/**
 * Gives every seeded advert without photos (drafts excepted: their media step is unsaved) its
 * floor-plan illustration as the cover photo (position 0). Stores each distinct illustration's
 * JPEG under `originals/{key}` first, so a photo row never points at a missing image; rewriting
 * an existing key writes the same drawing (keys name a hash of the drawing).
 *
 * @param client a connection (inside the seed's transaction) on a seeded database
 * @param store the image store the API serves `/image/{key}` from
 * @returns the photos inserted and the illustrations rendered
 * @throws sharp's error when an illustration cannot be rendered; the store's I/O errors; the
 *   PostgreSQL error of the insert
 */
export async function seedDemoPhotos(
  client: pg.ClientBase,
  store: ImageStore,
): Promise<DemoPhotosResult> {
  const { rows } = await client.query<{ listing_type: number; surface_m2: number }>(
    `SELECT DISTINCT listing_type, surface_m2 FROM listings
      WHERE status <> -1 AND surface_m2 IS NOT NULL ORDER BY listing_type, surface_m2`,
  );
  const specs = new Map<string, IllustrationSpec>();
  const specOfFacts = rows.map((row) => {
    const spec = illustrationSpec({ listingType: row.listing_type, surfaceM2: row.surface_m2 });
    const id = specId(spec);
    if (!specs.has(id)) specs.set(id, spec);
    return id;
  });
  const rendered = await renderAll([...specs.values()]);
  for (const illustration of rendered) {
    await store.put(originalObjectKey(illustration.imageKey), illustration.bytes, 'image/jpeg');
  }
  const byId = new Map(rendered.map((illustration) => [specId(illustration.spec), illustration]));
  const chosen = specOfFacts.map((id) => byId.get(id) as RenderedIllustration);
  const inserted = await client.query(
    `INSERT INTO listing_photos (listing_id, image_key, position, is_cover, width, height, bytes, created_at)
     SELECT l.id, m.image_key, 0, true, m.width, m.height, m.bytes, coalesce(l.published_at, l.created_at)
       FROM listings l
       JOIN unnest($1::int2[], $2::int4[], $3::text[], $4::int4[], $5::int4[], $6::int4[])
            AS m(listing_type, surface_m2, image_key, width, height, bytes)
         ON m.listing_type = l.listing_type AND m.surface_m2 = l.surface_m2
      WHERE l.status <> -1 AND NOT EXISTS (SELECT 1 FROM listing_photos p WHERE p.listing_id = l.id)
      ORDER BY l.id`,
    [
      rows.map((row) => row.listing_type),
      rows.map((row) => row.surface_m2),
      chosen.map((illustration) => illustration.imageKey),
      chosen.map((illustration) => illustration.width),
      chosen.map((illustration) => illustration.height),
      chosen.map((illustration) => illustration.bytes.length),
    ],
  );
  return { photos: inserted.rowCount ?? 0, illustrations: rendered.length };
}
