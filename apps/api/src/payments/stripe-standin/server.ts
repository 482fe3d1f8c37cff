/**
 * The stand-in's HTTP server: reads each request, checks the API key, decodes Stripe's form
 * parameters or the control endpoints' JSON, and runs it in one database transaction — one
 * request at a time, so the state machine never sees two changes of one object interleave
 * (a stand-in's load is small). Events are handed to the webhook sender after the commit;
 * `Idempotency-Key` answers are remembered and replayed.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

import { answerControlRequest, type JsonBody } from './control.js';
import { StandinError } from './errors.js';
import { EventLog } from './events.js';
import { decodeForm } from './form-body.js';
import { unixNow } from './ids.js';
import { API_VERSION } from './models.js';
import { answerApiRequest, routeExists } from './router.js';
import { inTransaction, type ObjectStore } from './store.js';

import type { HandlerContext } from './context.js';
import type { WebhookSender } from './webhook-sender.js';
import type pg from 'pg';

/** Largest request body accepted, in bytes. */
const MAX_BODY_BYTES = 256 * 1024;

/** What the server needs. */
export interface ServerDependencies {
  pool: pg.Pool;
  sender: WebhookSender;
  /** Told about unexpected failures (answered 500). */
  log: (message: string) => void;
}

/** An HTTP answer. */
interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/**
 * Reads a body up to {@link MAX_BODY_BYTES}; null when it is larger. A larger body is still read
 * to its end (and dropped), so the client gets the 413 rather than a reset connection.
 */
async function readBody(request: http.IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8');
}

function json(status: number, value: unknown, headers?: Record<string, string>): Answer {
  return { status, body: JSON.stringify(value, null, 2), headers };
}

/** Runs one request's work in a transaction; delivers its events after the commit. */
async function runTransaction<T>(
  dependencies: ServerDependencies,
  work: (context: HandlerContext, store: ObjectStore) => Promise<T>,
): Promise<T> {
  let events: EventLog | undefined;
  const result = await inTransaction(dependencies.pool, async (store) => {
    const now = unixNow();
    events = new EventLog(store, now);
    return work({ store, events, now }, store);
  });
  if (events) dependencies.sender.send(events.emitted);
  return result;
}

/** Whether the Authorization header carries a test secret key (any `sk_test_…` will do). */
function authorized(request: http.IncomingMessage): boolean {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7).startsWith('sk_test_');
  if (header.startsWith('Basic ')) {
    return Buffer.from(header.slice(6), 'base64').toString('utf8').startsWith('sk_test_');
  }
  return false;
}

/** A Stripe API request (`/v1/…`). */
async function answerApi(
  dependencies: ServerDependencies,
  request: http.IncomingMessage,
  url: URL,
  body: string,
): Promise<Answer> {
  if (!authorized(request)) {
    return json(
      401,
      new StandinError(
        401,
        'invalid_request_error',
        'Invalid API Key provided: the stand-in takes any sk_test_ key.',
      ).toBody(),
    );
  }
  const method = request.method ?? 'GET';
  if (!routeExists(method, url.pathname)) {
    return json(
      404,
      new StandinError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${url.pathname}).`,
      ).toBody(),
    );
  }
  const params = { ...decodeForm(url.search.slice(1)), ...decodeForm(body) };
  const keyHeader = request.headers['idempotency-key'];
  const key =
    method !== 'GET' && typeof keyHeader === 'string' && keyHeader.length > 0
      ? keyHeader.slice(0, 255)
      : undefined;
  const requestHash = createHash('sha256')
    .update(`${method} ${url.pathname}?${url.search}\n${body}`)
    .digest('hex');
  return runTransaction(dependencies, async (context, store) => {
    if (key) {
      const remembered = await store.answerOf(key);
      if (remembered && remembered.requestHash !== requestHash) {
        return json(
          400,
          new StandinError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ).toBody(),
        );
      }
      if (remembered)
        return {
          status: remembered.status,
          body: remembered.body,
          headers: { 'idempotent-replayed': 'true' },
        };
    }
    const answer = json(200, await answerApiRequest(context, method, url.pathname, params));
    // Only successful answers are remembered: a refused request changed nothing (Stripe also
    // does not keep answers of requests that failed validation).
    if (key) await store.remember(key, { requestHash, status: answer.status, body: answer.body });
    return answer;
  });
}

/** A control request (`/_standin/…`), JSON in and out. */
async function answerControl(
  dependencies: ServerDependencies,
  request: http.IncomingMessage,
  url: URL,
  body: string,
): Promise<Answer> {
  let parsed: unknown = {};
  if (body.trim() !== '') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return json(
        400,
        new StandinError(400, 'invalid_request_error', 'The body is not JSON.').toBody(),
      );
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return json(
      400,
      new StandinError(400, 'invalid_request_error', 'The body must be a JSON object.').toBody(),
    );
  }
  const method = request.method ?? 'GET';
  return runTransaction(dependencies, async (context) =>
    json(
      200,
      await answerControlRequest(
        context,
        method,
        url.pathname,
        parsed as JsonBody,
        url.searchParams,
      ),
    ),
  );
}

/**
 * Creates the stand-in's server (not yet listening).
 *
 * @returns a node:http server answering `/v1/…` (Stripe API) and `/_standin/…` (control)
 */
export function createStandinServer(dependencies: ServerDependencies): http.Server {
  // One request at a time (see the module comment).
  let queue: Promise<unknown> = Promise.resolve();
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }

  async function answer(request: http.IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    if (body === null)
      return json(
        413,
        new StandinError(413, 'invalid_request_error', 'Request body too large.').toBody(),
      );
    try {
      if (url.pathname.startsWith('/_standin/'))
        return await serially(() => answerControl(dependencies, request, url, body));
      if (url.pathname.startsWith('/v1/'))
        return await serially(() => answerApi(dependencies, request, url, body));
      return json(
        404,
        new StandinError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${url.pathname}).`,
        ).toBody(),
      );
    } catch (error) {
      if (error instanceof StandinError) return json(error.status, error.toBody());
      dependencies.log(
        `stripe stand-in: ${request.method} ${url.pathname} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      return json(
        500,
        new StandinError(500, 'api_error', 'The stand-in failed to answer this request.').toBody(),
      );
    }
  }

  return http.createServer((request, response) => {
    void answer(request).then((result) => {
      response.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(12).toString('hex')}`,
        'stripe-version': API_VERSION,
        ...result.headers,
      });
      response.end(result.body);
    });
  });
}
