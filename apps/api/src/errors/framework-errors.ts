import type { SecurityHeaderSetter } from '../security-headers.js';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route, hook or
 * error handler runs, answered in the §8 shape instead of Fastify's own body
 * (`{ error, code: 'FST_ERR_…', message, statusCode }`):
 * - `FST_ERR_BAD_URL` (a path with malformed percent-encoding, e.g. `/gis/slugs/%E0%A4%A`) and
 *   `FST_ERR_MAX_PARAM_LENGTH` (a path parameter over `maxParamLength`, 100 characters; Fastify
 *   says 414) → 400 `invalid_request` with `data.fields` naming the path parameters;
 * - anything else (`FST_ERR_ASYNC_CONSTRAINT`) → 500 `http_500`, logged.
 * No hook runs for these, so the security headers are set here.
 *
 * @param setSecurityHeaders sets the headers every API answer carries (`security-headers.ts`)
 * @returns the handler of (the router's error, the request with no route attached, its reply)
 */
export function answerFrameworkError(setSecurityHeaders: SecurityHeaderSetter) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(request.raw, reply.raw);
    answer(error, request, reply);
  };
}

/** The §8 answer of a router error (see {@link answerFrameworkError}). */
function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message =
      error.code === 'FST_ERR_BAD_URL'
        ? 'Malformed percent-encoding in the path'
        : 'A path parameter is longer than 100 characters';
    void reply.status(400).send({
      code: 'invalid_request',
      message: 'Invalid request',
      data: { fields: [{ field: 'params', message }] },
    });
    return;
  }
  request.log.error({ err: error }, 'request failed in the router');
  void reply.status(500).send({ code: 'http_500', message: 'Server failure' });
}
