import { ErrorCode, RoomsError, snapImageSize } from '@rooms/domain';

import { errorResponses } from '../../errors/error-body.js';
import { negotiateImageFormat } from '../../images/image-format.js';
import { ImageServiceBusyError } from '../../images/image-service.js';

import { imageParams, imageResponse, resizedImageParams } from './image.schema.js';

import type { ImageSize } from '../../images/image-service.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Images never change under their key (a new photo gets a new key): browsers keep them a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The redirect of a size outside the allowed list is kept a day, not a year: the list may grow
 * with the site, and a new allowed size must then be served at its own address.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The image service of §2 (public, no sign-in): `GET /image/{key}` (the stored size) and
 * `GET /image/{key}/resize/{width}-{height}` (cropped to fill, `fit: cover`), for listing photos
 * and profile photos alike. The format follows the `Accept` header (AVIF, else WebP, else JPEG;
 * `Vary: Accept`); every size and format is rendered once with sharp and then served from the
 * store. `Cache-Control: public, max-age=31536000, immutable`, a strong `ETag`, and 304 for a
 * matching `If-None-Match`. `HEAD` works too.
 *
 * Only the sizes of `ALLOWED_IMAGE_SIZES` (the ones the site shows) are rendered: any other size
 * is answered 308 to the nearest allowed size's address (relative, so it works behind the site's
 * `/services/api` proxy), so a photo has a few dozen derived files at most and a CDN keeps one
 * copy of each. At most 2 renders run at once and 8 wait; beyond that 503 `http_502` with
 * `Retry-After` (§8 shape), and a waiting request holds no image bytes.
 *
 * 400 `invalid_request` for a malformed key or a size outside 1..3840 px; 404 `http_404` for an
 * unknown key.
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
    // The 308 and 503 answers are left out of `response` for now: declaring them changes the
    // committed OpenAPI document (packages/api-client), to be regenerated with the API client.
    async (request, reply) => {
      const { key, width, height } = request.params;
      const snapped = snapImageSize({ width, height });
      if (snapped.width !== width || snapped.height !== height) {
        // One address per size: a redirect (not the snapped bytes under this address) so that
        // browsers and CDNs cache the image once, under its canonical URL.
        return reply
          .header('cache-control', REDIRECT_CACHE_CONTROL)
          .redirect(`${snapped.width}-${snapped.height}`, 308);
      }
      return sendImage(request, reply, key, snapped);
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
  let variant;
  try {
    variant = await request.server.images.variant(key, size, format);
  } catch (error) {
    if (!(error instanceof ImageServiceBusyError)) throw error;
    request.log.warn('image renders saturated: answered 503');
    return reply
      .status(503)
      .header('retry-after', String(error.retryAfterSeconds))
      .header('cache-control', 'no-store')
      .send({
        code: ErrorCode.Http502,
        message: 'The service is busy, try again shortly',
        data: { retryAfterSeconds: error.retryAfterSeconds },
      });
  }
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
