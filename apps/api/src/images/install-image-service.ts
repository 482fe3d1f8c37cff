import { ImageService } from './image-service.js';

import type { ImageStore } from './image-store.js';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Photos and their sizes (issue 5): the image service over the configured store. */
    images: ImageService;
  }
}

/**
 * Makes the image service available to every route as `app.images`. Call once from `buildApp`,
 * before the routes.
 *
 * @param store where originals and derived sizes are kept (`createImageStore(config)`)
 */
export function installImageService(app: FastifyInstance, store: ImageStore): void {
  app.decorate('images', new ImageService(store));
}
