/**
 * How the page cache renders a page on a miss: it fetches the page from its own server process
 * (same port and interface as the browser's request came in on), with a request header carrying
 * a per-process random secret. The proxy lets a request with that secret through to Next.js
 * unchanged, with a placeholder nonce, instead of answering it from the cache.
 *
 * The secret and the placeholder live in this process only (in `globalThis` under a registered
 * symbol, so every bundle of the proxy in the process shares them); the secret is only ever sent
 * to this process's own address and removed from the request before Next.js renders; a request
 * from outside that carries the header without the exact secret is an ordinary request.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { channel, subscribe, unsubscribe } from 'node:diagnostics_channel';

import type { RenderedPage } from './page-store';

/** Request header of a render for the page cache: `<secret>`. */
export const RENDER_HEADER = 'x-rooms-page-render';

/** The per-process values of the page cache. */
interface ProcessSecrets {
  /** Lets a render request through to Next.js (never sent anywhere but this process). */
  readonly secret: string;
  /** The nonce renders for the cache get; cut out of the stored HTML, never sent to a browser. */
  readonly placeholder: string;
}

const SECRETS_KEY = Symbol.for('rooms.site.page-cache.secrets');

/** This process's secret and placeholder, made on first use. */
export function processSecrets(): ProcessSecrets {
  const holder = globalThis as { [SECRETS_KEY]?: ProcessSecrets };
  holder[SECRETS_KEY] ??= {
    secret: randomBytes(32).toString('base64url'),
    placeholder: randomBytes(18).toString('base64'),
  };
  return holder[SECRETS_KEY];
}

/**
 * Whether a request is a render of the page cache: it carries {@link RENDER_HEADER} with this
 * process's secret (compared in constant time).
 */
export function isCacheRender(headers: Headers): boolean {
  const given = headers.get(RENDER_HEADER);
  if (given === null) return false;
  const expected = Buffer.from(processSecrets().secret);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Node's channel published for each request, before the server's `request` event. */
const REQUEST_START = 'http.server.request.start';

/** Our channel on which the proxy asks where this process's server listens. */
const ORIGIN_QUERY = channel('rooms.site.page-cache.local-origin');

/**
 * Records the local address and port of the requests this process serves, so the proxy can
 * fetch pages from its own server (`next start -p …` or any other port or interface). Installed
 * by `src/instrumentation.ts` at start.
 *
 * @returns a function that stops it (tests)
 */
export function installLocalOriginRecorder(): () => void {
  let origin: string | undefined;
  const record = (message: unknown) => {
    const { socket } = message as { socket: { localAddress?: string; localPort?: number } };
    if (origin !== undefined || socket.localPort === undefined) return;
    const address = socket.localAddress ?? '127.0.0.1';
    const host = address.includes(':')
      ? address.startsWith('::ffff:')
        ? address.slice(7)
        : `[${address}]`
      : address;
    origin = `http://${host}:${socket.localPort}`;
  };
  const answer = (message: unknown) => {
    if (origin !== undefined) (message as { origin?: string }).origin = origin;
  };
  subscribe(REQUEST_START, record);
  ORIGIN_QUERY.subscribe(answer);
  return () => {
    unsubscribe(REQUEST_START, record);
    ORIGIN_QUERY.unsubscribe(answer);
  };
}

/** Where this process's server was reached, e.g. `http://127.0.0.1:3420`; undefined before. */
export function localOrigin(): string | undefined {
  const query: { origin?: string } = {};
  ORIGIN_QUERY.publish(query);
  return query.origin;
}

/** Longest wait for a render, milliseconds; then the request renders on its own. */
export const RENDER_TIMEOUT_MS = 15_000;

/**
 * Renders a page through this process's own server: no cookie (the anonymous page, the same for
 * everyone), no compression (it is stored as text), no redirect following.
 *
 * @param origin {@link localOrigin}
 * @param renderPath public path and query
 * @throws when the server cannot be reached or takes longer than {@link RENDER_TIMEOUT_MS}
 */
export async function renderLocally(origin: string, renderPath: string): Promise<RenderedPage> {
  const response = await fetch(`${origin}${renderPath}`, {
    headers: {
      [RENDER_HEADER]: processSecrets().secret,
      accept: 'text/html',
      'accept-encoding': 'identity',
    },
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html };
}
