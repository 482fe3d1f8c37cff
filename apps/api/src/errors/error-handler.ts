import { ErrorCode, isRoomsError } from '@rooms/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { isDatabaseBusyError } from '../db/database.js';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The one error body every failure returns (spec §8): a code, a message and optional data. */
export interface ErrorBody {
  /** A §8 generic code ('http_401'), a business result code (1015) or an API code ('reset_token_invalid'). */
  code: string | number;
  message: string;
  data?: unknown;
}

/** Default messages of the generic §8 codes the API emits itself. */
const GENERIC_MESSAGES: Record<number, { code: string; message: string }> = {
  400: { code: 'http_400', message: 'Invalid request' },
  401: { code: 'http_401', message: 'Not authenticated' },
  403: { code: 'http_403', message: 'Not authorized' },
  404: { code: 'http_404', message: 'Not found' },
  501: { code: 'http_501', message: 'Operation not implemented' },
};

/** Seconds a client is asked to wait when the database is saturated (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

function genericBody(status: number): ErrorBody {
  return GENERIC_MESSAGES[status] ?? { code: 'http_500', message: 'Server failure' };
}

/**
 * Installs the §8 error shape on every failure: request validation -> 400 `invalid_request`
 * with the failing fields in `data.fields`; a `RoomsError` with a 4xx status (thrown by a route)
 * -> that status with its code, message and data; other 4xx keep their status with the generic code;
 * a saturated database (the pool's wait queue full, no connection in time, statement_timeout)
 * -> 503 with `Retry-After` and §8's code of an unreachable server (`http_502`);
 * anything else is logged with its stack and answered 500 `http_500` — no stack trace, SQL or
 * internal message ever leaves the server. Unknown routes answer 404 `http_404`.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join(
          '.',
        ),
        message: issue.message,
      }));
      return reply
        .status(400)
        .send({ code: 'invalid_request', message: 'Invalid request', data: { fields } });
    }
    if (isRoomsError(error) && error.status >= 400 && error.status < 500) {
      // Refusals thrown by routes (`throw new RoomsError({ code: 1015 })`): their own code and status.
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.data !== undefined) body.data = error.data;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type).
      const body = genericBody(status);
      return reply
        .status(status)
        .send(status === 400 ? { ...body, code: 'invalid_request' } : body);
    }
    if (isDatabaseBusyError(error)) {
      request.log.warn({ err: error }, 'database busy: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({
          code: ErrorCode.Http502,
          message: 'The service is busy, try again shortly',
          data: { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
        });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(genericBody(500));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(genericBody(404)));
}
