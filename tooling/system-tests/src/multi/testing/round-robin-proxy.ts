import { request as httpRequest, createServer } from 'node:http';

import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** A pool of upstream origins served in turn. */
export interface Upstreams {
  /** Origins such as `http://127.0.0.1:4101`. */
  origins: string[];
  /** Prefix removed from the path before forwarding (e.g. `/services/api`), if any. */
  stripPrefix?: string;
}

/** A running proxy. */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Requests forwarded so far, by upstream origin. */
  counts: Map<string, number>;
  close: () => Promise<void>;
}

/**
 * A small reverse proxy for the multi-process test (the deployment's Caddy in miniature):
 * requests under `prefix` go to `api` (prefix stripped, as the site's own `/services/api`
 * pass-through and the deployment's reverse proxy do), everything else to `rest`; each pool is
 * served round-robin. Bodies stream both ways; an unreachable upstream answers 502 (no retries:
 * the tests must see every failure).
 *
 * @param routes `api` for paths under `prefix`, `rest` for the others (omit either to 404)
 * @param port port on 127.0.0.1
 */
export async function startRoundRobinProxy(
  routes: { prefix?: string; api?: Upstreams; rest?: Upstreams },
  port: number,
): Promise<RoundRobinProxy> {
  const counts = new Map<string, number>();
  const turns = new Map<Upstreams, number>();
  const pick = (pool: Upstreams) => {
    const turn = turns.get(pool) ?? 0;
    turns.set(pool, turn + 1);
    const origin = pool.origins[turn % pool.origins.length]!;
    counts.set(origin, (counts.get(origin) ?? 0) + 1);
    return origin;
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const prefix = routes.prefix ?? '';
    const isApi = prefix !== '' && (url === prefix || url.startsWith(`${prefix}/`));
    const pool = isApi ? routes.api : routes.rest;
    if (pool === undefined || pool.origins.length === 0) {
      res.writeHead(404).end();
      return;
    }
    const origin = new URL(pick(pool));
    const path =
      pool.stripPrefix && url.startsWith(pool.stripPrefix)
        ? url.slice(pool.stripPrefix.length) || '/'
        : url;
    const upstream = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        method: req.method,
        path,
        headers: {
          ...req.headers,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream unreachable');
    });
    req.pipe(upstream);
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
