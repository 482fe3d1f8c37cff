import { ErrorCode, RoomsError } from '@rooms/domain';

import { errorResponses } from '../../errors/error-body.js';
import { negotiateImageFormat } from '../../images/image-format.js';

import { imageParams, imageResponse, resizedImageParams } from './image.schema.js';

import type { ImageSize } from '../../images/image-service.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Images never change under their key (a new photo gets a new key): browsers keep them a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The image service of §2 (public, no sign-in): `GET /image/{key}` (the stored size) and
 * `GET /image/{key}/resize/{width}-{height}` (cropped to fill, `fit: cover`), for listing photos
 * and profile photos alike. The format follows the `Accept` header (AVIF, else WebP, else JPEG;
 * `Vary: Accept`); every size and format is rendered once with sharp and then served from the
 * store. `Cache-Control: public, max-age=31536000, immutable`, a strong `ETag`, and 304 for a
 * matching `If-None-Match`. `HEAD` works too.
 *
 * 400 `invalid_request` for a malformed key or a size outside 1..3840 px (so nobody can fill
 * the disk with arbitrary sizes); 404 `http_404` for an unknown key.
 */
export const getImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/image/:key',
    {
      schema: {
        operationId: 'getImage',
        tags: ['image'],
        summary: 'An image at its stored size',
        params: imageParams,
        response: { 200: imageResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => sendImage(request, reply, request.params.key, null),
  );

  app.get(
    '/image/:key/resize/:width-:height',
    {
      schema: {
        operationId: 'getResizedImage',
        tags: ['image'],
        summary: 'An image cropped to a size',
        params: resizedImageParams,
        response: { 200: imageResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { key, width, height } = request.params;
      return sendImage(request, reply, key, { width, height });
    },
  );
};

async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  size: ImageSize | null,
): Promise<FastifyReply> {
  const format = negotiateImageFormat(request.headers.accept);
  const variant = await request.server.images.variant(key, size, format);
  if (variant === null) throw new RoomsError({ code: ErrorCode.Http404 });
  void reply
    .header('cache-control', CACHE_CONTROL)
    .header('vary', 'Accept')
    .header('etag', variant.etag)
    .header('x-content-type-options', 'nosniff')
    .header('x-image-cache', variant.cached ? 'hit' : 'miss');
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
    return reply.status(304).send();
  }
  return reply.type(variant.contentType).send(variant.bytes);
}

/** Whether an If-None-Match header names the entity tag (or is `*`); weak tags compare equal. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
