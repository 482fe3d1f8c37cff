import { getImageRoutes } from './get-image.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The image service routes of §2 (`/image/{key}`, `/image/{key}/resize/{width}-{height}`), to be
 * registered without a prefix. Public; they need `app.images` (`installImageService`).
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getImageRoutes);
};
