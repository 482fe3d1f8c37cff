import fastifyMultipart from '@fastify/multipart';
import { ErrorCode, MAX_PHOTO_UPLOAD_BYTES, RoomsError } from '@rooms/domain';
import { validatorCompiler } from 'fastify-type-provider-zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { addListingPhoto, checkPhotoUploadAllowed } from '../../images/listing-photos.js';
import { normaliseUploadedPhoto, PhotoDecodeBusyError } from '../../images/photo-upload.js';
import { countPhotoUpload, countUploadBytes } from '../../quotas/upload-quota.js';

import { listingPhoto, photoListingQuery, uploadPhotoBody } from './media.schema.js';

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The multipart field that carries the photo (§7 "multipart, field file"). */
const FILE_FIELD = 'file';

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
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_PHOTO_UPLOAD_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 50,
    },
  });

  app.post(
    '/cra-upload-photo',
    {
      preHandler: authenticate,
      // The multipart body is read by the handler, not validated as JSON: the body schema only
      // documents it (OpenAPI); the query is validated as usual.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? () => ({ value: undefined })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
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
      await countPhotoUpload(app.database.db, landlordId, app.clock(), reply);
      const upload = await readPhotoField(request);
      await countUploadBytes(app.database.db, landlordId, upload.length, app.clock(), reply);
      let photo;
      try {
        photo = await normaliseUploadedPhoto(upload, app.images.decodeSlots);
      } catch (error) {
        if (!(error instanceof PhotoDecodeBusyError)) throw error;
        request.log.warn('photo decodes saturated: answered 503');
        return reply
          .status(503)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({
            code: ErrorCode.Http502,
            message: 'The service is busy, try again shortly',
            data: { retryAfterSeconds: error.retryAfterSeconds },
          });
      }
      const imageKey = await app.images.storeOriginal(photo);
      try {
        const created = await addListingPhoto(app.database.db, listingId, landlordId, {
          imageKey,
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes.length,
        });
        return await reply.status(201).send(created);
      } catch (error) {
        // Refused under the lock (limit reached meanwhile, advert deleted): keep nothing.
        await app.images.remove(imageKey).catch((cleanup: unknown) => {
          request.log.warn({ err: cleanup, imageKey }, 'could not remove a refused upload');
        });
        throw error;
      }
    },
  );
};

/**
 * The bytes of the multipart field `file`, read up to the size limit.
 *
 * @throws RoomsError invalid_request (400) when the body is not multipart or `file` is missing;
 *   `image_too_large` (413) beyond `MAX_PHOTO_UPLOAD_BYTES`
 */
async function readPhotoField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw missingFile('send multipart/form-data with the photo in the field file');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD || bytes !== undefined) {
        part.file.resume(); // drain other files: only one photo per request
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new RoomsError({
        code: ErrorCode.ImageTooLarge,
        data: { maxBytes: MAX_PHOTO_UPLOAD_BYTES },
      });
    }
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw missingFile('send one photo per request');
    }
    throw new RoomsError({
      code: ErrorCode.InvalidRequest,
      status: 400,
      message: 'Malformed multipart body',
      cause: error,
    });
  }
  if (bytes === undefined || bytes.length === 0)
    throw missingFile('the field file is missing or empty');
  return bytes;
}

function missingFile(message: string): RoomsError {
  return new RoomsError({
    code: ErrorCode.InvalidRequest,
    status: 400,
    data: { fields: [{ field: `body.${FILE_FIELD}`, message }] },
  });
}
