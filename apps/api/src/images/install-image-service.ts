import { ImageService, type ImageServiceOptions } from './image-service.js';

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
 * @param options limits of the render queue (defaults: 2 renders at once, 8 waiting)
 */
export function installImageService(
  app: FastifyInstance,
  store: ImageStore,
  options?: ImageServiceOptions,
): void {
  app.decorate('images', new ImageService(store, options));
}
