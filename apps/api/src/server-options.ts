/**
 * The HTTP server's limits from the configuration: which proxies are believed, and how long a
 * client may take to send a request or keep a connection silent.
 */
import type { ApiConfig } from './env.js';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Fastify's `trustProxy` from TRUST_PROXY. An address list is passed on: Fastify (proxy-addr)
 * walks X-Forwarded-For from the socket towards the client and takes the first address that is
 * not a listed proxy, so only the listed proxies' entries are believed. A hop count n (outside
 * production only) becomes a trust function believing the n nearest addresses: Fastify 5.12
 * ignores plain numbers (it trusts nothing then), since a hop count cannot check who the nearest
 * peer is.
 *
 * @param value the parsed TRUST_PROXY
 * @returns false, an address list, or a function of (address, hop index from the socket)
 */
export function trustProxyOption(
  value: ApiConfig['TRUST_PROXY'],
): NonNullable<FastifyServerOptions['trustProxy']> {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Node's server timeouts: a connection with nothing moving for HTTP_CONNECTION_TIMEOUT_MS is
 * closed, and a request must be received within the longer of HTTP_REQUEST_TIMEOUT_MS and
 * HTTP_UPLOAD_TIMEOUT_MS (the server has one limit for all; {@link installRequestDeadline}
 * shortens it for everything but uploads).
 */
export function serverTimeouts(
  config: Pick<
    ApiConfig,
    'HTTP_CONNECTION_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_UPLOAD_TIMEOUT_MS'
  >,
): Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout'> {
  return {
    connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_MS,
    requestTimeout: Math.max(config.HTTP_REQUEST_TIMEOUT_MS, config.HTTP_UPLOAD_TIMEOUT_MS),
  };
}

/**
 * Closes the connection of a request whose body is still arriving after HTTP_REQUEST_TIMEOUT_MS,
 * unless it is a multipart upload (photos: HTTP_UPLOAD_TIMEOUT_MS, the server's own limit).
 * A slow sender cannot hold a connection and a request slot for the upload allowance with a
 * JSON body of a few bytes per second.
 */
export function installRequestDeadline(app: FastifyInstance, requestTimeoutMs: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const contentType = request.headers['content-type'] ?? '';
    const length = request.headers['content-length'];
    const hasBody =
      (length !== undefined && length !== '0') ||
      request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete || contentType.startsWith('multipart/')) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info({ timeoutMs: requestTimeoutMs }, 'request body too slow: connection closed');
      raw.destroy();
    }, requestTimeoutMs);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
    done();
  });
}
