import { MAX_LISTING_PHOTOS } from '@rooms/domain';
import { z } from 'zod';

import { bodyId, queryId } from '../conversation/conversation.schema.js';

/**
 * Schemas of the photo calls of the supply flow (§7, issue 5): `POST /supplyflow/cra-upload-photo`,
 * `POST /supplyflow/cra-create-media` and `GET /supplyflow/cra-photos`.
 */

/** Query of the upload and of the photo list: the advert. */
export const photoListingQuery = z.object({ listingID: queryId('Advert id (one of your own)') });

/** One photo of an advert. */
export const listingPhoto = z
  .object({
    id: z.number().int().describe('Photo id'),
    imageKey: z
      .string()
      .describe(
        'Key of the image: /image/{imageKey} and /image/{imageKey}/resize/{width}-{height} (§2)',
      ),
    position: z.number().int().describe('Place in the advert, 0 first'),
    isCover: z
      .boolean()
      .describe('Whether this is the cover photo (exactly one when there are photos)'),
    width: z
      .number()
      .int()
      .nullable()
      .describe('Width of the stored photo in px; null for photos older than uploads'),
    height: z.number().int().nullable().describe('Height of the stored photo in px; null likewise'),
  })
  .describe('A photo of an advert');

/** The photos of an advert in display order. */
export const listingPhotos = z
  .object({
    listingID: z.number().int(),
    photos: z.array(listingPhoto).describe('In display order'),
  })
  .describe('The photos of an advert');

/**
 * The multipart body of the upload, for the OpenAPI document only: the route reads the stream
 * itself (the byte limit must apply while reading, not after buffering).
 */
export const uploadPhotoBody = z.object({
  file: z
    .string()
    .meta({ format: 'binary' })
    .describe(
      'The photo: JPEG, PNG, WebP or AVIF (by content, not name); at most 15 MB and 50 megapixels',
    ),
});

/** Body of `POST /supplyflow/cra-create-media`. */
export const createMediaBody = z.object({
  listingID: bodyId('Advert id (one of your own)'),
  photoIDs: z
    .array(bodyId('Photo id'))
    .max(MAX_LISTING_PHOTOS)
    .refine((ids) => new Set(ids).size === ids.length, 'photo ids must be distinct')
    .describe(
      `The photos to keep, in display order (at most ${MAX_LISTING_PHOTOS}); the advert's other photos are deleted`,
    ),
  coverPhotoID: bodyId('The cover photo, one of photoIDs')
    .nullish()
    .describe('The cover photo, one of photoIDs; absent or null: the first of photoIDs'),
});
