import fastifyMultipart from '@fastify/multipart';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { addListingPhoto, checkPhotoUploadAllowed } from '../../images/listing-photos.js';
import {
  discardUpload,
  PHOTO_MULTIPART_OPTIONS,
  photoUploadValidatorCompiler,
  receiveUploadedPhoto,
} from '../../images/uploaded-photo.js';

import { listingPhoto, photoListingQuery, uploadPhotoBody } from './media.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /supplyflow/cra-upload-photo?listingID=` (§7 supply flow, issue 5): the signed-in
 * landlord adds a photo to an own advert (any status but deleted), as `multipart/form-data` with
 * the photo in the field `file`.
 *
 * The photo is judged by its content, never its name or declared type: JPEG, PNG, WebP and AVIF
 * are accepted (HEIC only where the server's sharp can decode it). It is stored upright (EXIF
 * orientation applied), without any metadata (EXIF/GPS, XMP, IPTC), at most 2560 px on its
 * longest side, as JPEG, under a new random key. The first photo of an advert becomes its cover.
 *
 * 201 with the photo; 400 `invalid_request` when the body is not multipart or has no `file`;
 * 401 anonymous; 404 code 1015 when the advert does not exist, is another user's or was deleted
 * (checked before the upload is read); 409 `photo_limit_reached` at 20 photos (checked again
 * under the advert's row lock, so concurrent uploads cannot pass it); 413 `image_too_large` over
 * 15 MB (reading stops at the limit: the body is never buffered beyond it) or
 * `image_too_many_pixels` over 50 megapixels (decided from the header, before decoding); 415
 * `image_unsupported` (not an accepted image, e.g. text renamed to photo.jpg) or
 * `image_heic_unsupported` (asks for a JPEG); 422 `image_corrupt` for damaged or truncated data;
 * 429 `upload_quota_exceeded` (`Retry-After`, `data.quota`) beyond the user's 60 uploads per hour
 * (counted before the body is read) or 500 MiB per day (counted once read, before decoding;
 * `quotas/quotas.ts`); 503 `http_502` with `Retry-After` when the process's photo decodes are
 * saturated (2 running, 6 waiting). On every refusal nothing is stored: no file and no row.
 */
export const uploadPhotoRoute: FastifyPluginAsyncZod = async (app) => {
  // Only this route's context parses multipart; the file size limit applies while streaming.
  await app.register(fastifyMultipart, PHOTO_MULTIPART_OPTIONS);

  app.post(
    '/cra-upload-photo',
    {
      preHandler: authenticate,
      // The multipart body is read by the handler, not validated as JSON: the body schema only
      // documents it (OpenAPI); the query is validated as usual.
      validatorCompiler: photoUploadValidatorCompiler,
      schema: {
        operationId: 'uploadListingPhoto',
        tags: ['supplyflow'],
        summary: 'Add a photo to an own advert (multipart, field file)',
        description:
          'JPEG, PNG, WebP or AVIF by content; at most 15 MB and 50 megapixels; at most 20 photos per advert. EXIF (GPS) is removed and the orientation applied. Refusals: 409 photo_limit_reached, 413 image_too_large / image_too_many_pixels, 415 image_unsupported / image_heic_unsupported, 422 image_corrupt, 429 upload_quota_exceeded (60 uploads per hour, 500 MiB per day per user; Retry-After), 503 when photo processing is saturated (Retry-After).',
        consumes: ['multipart/form-data'],
        querystring: photoListingQuery,
        body: uploadPhotoBody,
        response: {
          201: listingPhoto,
          ...errorResponses(401, 404, 409, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const landlordId = currentUser(request).id;
      const listingId = request.query.listingID;
      await checkPhotoUploadAllowed(app.database.db, listingId, landlordId);
      const photo = await receiveUploadedPhoto(app, request, reply, landlordId);
      if (photo === null) return reply;
      try {
        const created = await addListingPhoto(app.database.db, listingId, landlordId, photo);
        return await reply.status(201).send(created);
      } catch (error) {
        // Refused under the lock (limit reached meanwhile, advert deleted): keep nothing.
        await discardUpload(app, request, photo.imageKey);
        throw error;
      }
    },
  );
};
