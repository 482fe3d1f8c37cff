import { PassThrough } from 'node:stream';

import { ErrorCode, RoomsError } from '@rooms/domain';

import { createListingChangeHub, type ListingChangeHub } from './listing-change-hub.js';
import { listingChangesSchema } from './listing-changes.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Passes heard listing changes on to `GET /listing/changes` (`listing-change-hub.ts`). */
    listingChangeHub: ListingChangeHub;
  }
}

/**
 * A comment is written this often, milliseconds: keeps the connection from counting as idle
 * (HTTP_CONNECTION_TIMEOUT_MS, proxies) and lets the client notice a dead peer by silence.
 */
export const LISTING_CHANGES_PING_MS = 10_000;

/**
 * `GET /listing/changes` (issue 24): a Server-Sent Events stream of listing changes for the
 * site processes, whose page caches drop the pages a change touches. It starts with
 * `event: ready` (a new client must assume anything changed before), then one `event: change`
 * per change the listener hears (`{"ids":[…]}` or `{"all":true}`), after this process's index
 * shows it; a `: ping` comment every {@link LISTING_CHANGES_PING_MS}. The stream ends when the
 * listener loses its connection (the client reconnects and is answered 503 until it listens
 * again) and when the app closes.
 *
 * Not a browser call: the site's `/services/api` pass-through answers it with 404. 400
 * `invalid_request` without `Accept: text/event-stream` (as EventSource and the site send);
 * 503 `http_502` with `Retry-After: 1` while changes are not heard or
 * `MAX_LISTING_CHANGE_STREAMS` streams are open.
 */
export const listingChangesRoute: FastifyPluginAsyncZod = async (app) => {
  // Apps built by `buildApp` have one fed by the listener; a bare test app gets a silent one.
  if (!app.hasDecorator('listingChangeHub')) {
    app.decorate('listingChangeHub', createListingChangeHub());
  }
  app.addHook('preClose', async () => app.listingChangeHub.endAll());

  app.get('/changes', { schema: listingChangesSchema }, async (request, reply) => {
    if (!(request.headers.accept ?? '').includes('text/event-stream')) {
      throw new RoomsError({
        code: ErrorCode.InvalidRequest,
        message: 'This stream needs Accept: text/event-stream',
      });
    }
    const hub = app.listingChangeHub;
    const stream = new PassThrough();
    const leave = hub.isListening() ? hub.join(stream) : null;
    if (leave === null) {
      return reply
        .status(503)
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .send({
          code: ErrorCode.Http502,
          message: 'Listing changes are not available, try again shortly',
          data: { retryAfterSeconds: 1 },
        });
    }
    stream.write('retry: 1000\n\nevent: ready\ndata: {}\n\n');
    const ping = setInterval(() => stream.write(': ping\n\n'), LISTING_CHANGES_PING_MS);
    ping.unref();
    const stop = () => {
      clearInterval(ping);
      leave();
      stream.end();
    };
    request.raw.once('close', stop);
    stream.once('close', stop);
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        // The connection ends with the stream: none is left idle when the app closes.
        .header('connection', 'close')
        // A stream is sent as it is written; the schema's string only documents it.
        .send(stream as never)
    );
  });
};
