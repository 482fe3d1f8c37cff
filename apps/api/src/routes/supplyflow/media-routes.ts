import { createMediaRoute } from './create-media.js';
import { mediaPhotosRoute } from './media-photos.js';
import { uploadPhotoRoute } from './upload-photo.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The photo calls of the supply flow (issue 5): `POST cra-upload-photo`, `POST cra-create-media`
 * and `GET cra-photos`, under the `/supplyflow` prefix. They need `app.images`
 * (`installImageService`).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadPhotoRoute);
  await app.register(createMediaRoute);
  await app.register(mediaPhotosRoute);
};
