import { errorFromNetworkFailure, errorFromResponse, RoomsError } from '@rooms/domain';
import createClient, { type Client, type Middleware } from 'openapi-fetch';

import { findMissingParameter } from './mandatory-parameters';

import type { components, operations, paths } from './schema';

export type { components, operations, paths };

/** HTTP timeout of every call, in ms (spec §9: HTTP timeout 10000 ms). */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Base path of the API in the browser: the site rewrites it to the API origin (spec §7). */
export const BROWSER_BASE_URL = '/services/api';

/** Options of {@link createRoomsClient}. */
export interface RoomsClientOptions {
  /** `/services/api` in the browser (see {@link BROWSER_BASE_URL}), the API origin on the server. */
  baseUrl: string;
  /** Bearer token; the Authorization header is sent only when one is given (spec §6). */
  token?: string;
  /** Sent as Accept-Language so server texts come in the user's language. */
  locale?: 'nl' | 'en';
  /** Per-call timeout in ms; default 10,000. */
  timeoutMs?: number;
  /** Extra headers on every call, e.g. the caller's cookie when rendering on the server. */
  headers?: Record<string, string>;
  /** The fetch to use (defaults to the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The typed client: `client.GET('/listing/details', { params: { query: {...} } })`. */
export type RoomsClient = Client<paths>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Creates the Rooms API client (openapi-fetch over the committed OpenAPI document).
 *
 * Every failure rejects with a `RoomsError` of `@rooms/domain` (spec §8): non-2xx responses
 * with the code and message of the body (or of the status), network failures as `unknown`,
 * the timeout and a caller's abort told apart. A call missing a mandatory parameter is refused
 * before any request is sent (`invalid_request`, naming the parameter).
 */
export function createRoomsClient(options: RoomsClientOptions): RoomsClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseFetch = options.fetch ?? ((request: Request) => fetch(request));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.locale) headers['Accept-Language'] = options.locale;

  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers,
    fetch: (request) =>
      baseFetch(
        new Request(request, {
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
        }),
      ),
  });

  const middleware: Middleware = {
    onRequest({ request, schemaPath, params, options: callOptions }) {
      // openapi-fetch hands middleware the built Request: a given body is its stream.
      const hasBody =
        (callOptions as { body?: unknown }).body !== undefined || request.body !== null;
      const missing = findMissingParameter(schemaPath, request.method, params, hasBody);
      if (missing) {
        throw new RoomsError({
          code: 'invalid_request',
          message: `Missing mandatory parameter '${missing}' for ${request.method} ${schemaPath}`,
          url: request.url,
        });
      }
      return undefined;
    },
    async onResponse({ request, response }) {
      if (response.ok) return undefined;
      throw errorFromResponse({
        status: response.status,
        url: request.url,
        body: await readBody(response.clone()),
      });
    },
    onError({ request, error }) {
      if (error instanceof RoomsError) return error;
      return errorFromNetworkFailure(request.url, error);
    },
  };
  client.use(middleware);
  return client;
}
