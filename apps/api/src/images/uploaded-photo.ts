/**
 * Receiving one uploaded photo (issue 5 "Photos and the image service"; shared by the wizard's
 * `cra-upload-photo` and the student houses' photo upload of issue 26): the multipart limits,
 * the per-user upload quotas, the field `file` read up to the size limit, sniffing and
 * normalising by content, and storing the original under a new key.
 */
import { ErrorCode, MAX_PHOTO_UPLOAD_BYTES, RoomsError } from '@rooms/domain';
import { validatorCompiler } from 'fastify-type-provider-zod';

import { countPhotoUpload, countUploadBytes } from '../quotas/upload-quota.js';

import { normaliseUploadedPhoto, PhotoDecodeBusyError } from './photo-upload.js';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';

/** The multipart field that carries the photo (§7 "multipart, field file"). */
export const PHOTO_FILE_FIELD = 'file';

/** Limits of `@fastify/multipart` for a photo upload route: one file of at most 15 MB. */
export const PHOTO_MULTIPART_OPTIONS = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: MAX_PHOTO_UPLOAD_BYTES,
    files: 1,
    fields: 10,
    fieldSize: 1024,
    parts: 11,
    headerPairs: 50,
  },
} as const;

/**
 * The `validatorCompiler` of a photo upload route: the multipart body is read by the handler,
 * so its body schema only documents it (OpenAPI); the query and params are validated as usual.
 */
export function photoUploadValidatorCompiler<S>(
  route: FastifyRouteSchemaDef<S>,
): FastifyValidationResult {
  return route.httpPart === 'body'
    ? () => ({ value: undefined })
    : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
}

/** A photo stored as an original: its key and size. */
export interface StoredUpload {
  imageKey: string;
  /** Pixels. */
  width: number;
  height: number;
  /** Bytes of the stored JPEG. */
  bytes: number;
}

/**
 * Counts the upload against the user's quotas, reads the field `file`, normalises it by content
 * and stores the original. When photo decodes are saturated it answers 503 itself (with
 * `Retry-After`) and returns null; the caller then returns the reply.
 *
 * @param app the app (database, clock, image service)
 * @param request a multipart request (the route's context registered `@fastify/multipart` with
 *   {@link PHOTO_MULTIPART_OPTIONS})
 * @param reply its reply (for `Retry-After` of quotas and the 503)
 * @param userId the uploader
 * @returns the stored original, or null when a 503 was sent
 * @throws RoomsError 400 (no multipart, no file), 413 `image_too_large` /
 *   `image_too_many_pixels`, 415 `image_unsupported` / `image_heic_unsupported`, 422
 *   `image_corrupt`, 429 `upload_quota_exceeded`
 */
export async function receiveUploadedPhoto(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<StoredUpload | null> {
  await countPhotoUpload(app.database.db, userId, app.clock(), reply);
  const upload = await readPhotoField(request);
  await countUploadBytes(app.database.db, userId, upload.length, app.clock(), reply);
  let photo;
  try {
    photo = await normaliseUploadedPhoto(upload, app.images.decodeSlots);
  } catch (error) {
    if (!(error instanceof PhotoDecodeBusyError)) throw error;
    request.log.warn('photo decodes saturated: answered 503');
    await reply
      .status(503)
      .header('retry-after', String(error.retryAfterSeconds))
      .send({
        code: ErrorCode.Http502,
        message: 'The service is busy, try again shortly',
        data: { retryAfterSeconds: error.retryAfterSeconds },
      });
    return null;
  }
  const imageKey = await app.images.storeOriginal(photo);
  return { imageKey, width: photo.width, height: photo.height, bytes: photo.bytes.length };
}

/**
 * Removes a stored original that was refused after storing (limit reached meanwhile, owner row
 * gone); a failure is logged, never thrown.
 */
export async function discardUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  imageKey: string,
): Promise<void> {
  await app.images.remove(imageKey).catch((cleanup: unknown) => {
    request.log.warn({ err: cleanup, imageKey }, 'could not remove a refused upload');
  });
}

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
      if (part.fieldname !== PHOTO_FILE_FIELD || bytes !== undefined) {
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
    data: { fields: [{ field: `body.${PHOTO_FILE_FIELD}`, message }] },
  });
}
