import fastifyMultipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  discardUpload,
  PHOTO_MULTIPART_OPTIONS,
  receiveUploadedPhoto,
} from '../../images/uploaded-photo.js';
import { setProfilePhoto } from '../../tenant-profiles/tenant-profile-store.js';
import { refreshTenantProfile } from '../../tenant-search/tenant-index.js';

import { ownProfileOrNotFound, toOwnProfileAnswer } from './own-profile.js';
import { ownProfileResponse, profilePhotoBody } from './tenant-profile.schema.js';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Removes a replaced or removed profile photo from the image store, unless something else still
 * shows the same key (seeded accounts may share an image); a failure is logged, never thrown.
 */
async function discardOldPhoto(
  app: FastifyInstance,
  request: FastifyRequest,
  imageKey: string | null,
): Promise<void> {
  if (imageKey === null) return;
  const { rows } = await app.database.pool.query<{ used: boolean }>(
    `select exists (select 1 from users where photo_key = $1)
         or exists (select 1 from listing_photos where image_key = $1) as used`,
    [imageKey],
  );
  if (rows[0]?.used === true) return;
  await discardUpload(app, request, imageKey);
}

/**
 * `POST /tenant/profile/photo` and `DELETE /tenant/profile/photo` (issue 26): the signed-in
 * user's profile photo (`users.photo_key`, shown 150×150 on the profile, §2), through the same
 * image rules as advert photos (`images/uploaded-photo.ts`: judged by content, EXIF removed,
 * 15 MB / 50 megapixels, upload quotas). Both recompute the stored completeness and answer with
 * the own profile. The replaced photo is removed from the store.
 *
 * POST: multipart with the photo in `file`. 200; 400 not multipart / no file; 401; 403
 * cross-site; 413 `image_too_large` / `image_too_many_pixels`; 415 `image_unsupported` /
 * `image_heic_unsupported`; 422 `image_corrupt`; 429 `upload_quota_exceeded`; 503 busy.
 * DELETE: 200 (also when there was no photo); 401; 403 cross-site.
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's context parses multipart; the file size limit applies while streaming.
  await app.register(fastifyMultipart, PHOTO_MULTIPART_OPTIONS);

  app.post(
    '/profile/photo',
    {
      preHandler: authenticate,
      // The multipart body is read by the handler: the body schema only documents it (OpenAPI).
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? () => ({ value: undefined })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
      schema: {
        operationId: 'uploadTenantProfilePhoto',
        tags: ['tenant'],
        summary: 'Set the profile photo (multipart, field file)',
        description:
          'Same rules as advert photos: JPEG, PNG, WebP or AVIF by content; at most 15 MB and 50 megapixels; EXIF removed. Answers the own profile with its new completeness.',
        consumes: ['multipart/form-data'],
        body: profilePhotoBody,
        response: {
          200: ownProfileResponse,
          ...errorResponses(401, 403, 404, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const stored = await receiveUploadedPhoto(app, request, reply, userId);
      if (stored === null) return reply;
      let previous: string | null;
      try {
        previous = await setProfilePhoto(app.database.db, userId, stored.imageKey);
      } catch (error) {
        await discardUpload(app, request, stored.imageKey);
        throw error;
      }
      await refreshTenantProfile(app.database, userId);
      await discardOldPhoto(app, request, previous);
      reply.header('cache-control', 'private, no-store');
      return toOwnProfileAnswer(await ownProfileOrNotFound(app.database.db, userId));
    },
  );

  app.delete(
    '/profile/photo',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'removeTenantProfilePhoto',
        tags: ['tenant'],
        summary: 'Remove the profile photo',
        response: { 200: ownProfileResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const previous = await setProfilePhoto(app.database.db, userId, null);
      await refreshTenantProfile(app.database, userId);
      await discardOldPhoto(app, request, previous);
      reply.header('cache-control', 'private, no-store');
      return toOwnProfileAnswer(await ownProfileOrNotFound(app.database.db, userId));
    },
  );
};
