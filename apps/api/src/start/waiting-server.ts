import { createServer, type Server } from 'node:http';

/** Seconds a client is asked to wait while the API prepares its database (Retry-After). */
const RETRY_AFTER_SECONDS = 5;

/** A placeholder HTTP server, and how to stop it. */
export interface WaitingServer {
  /** Stops listening and closes its connections; resolves once the port is free. */
  close: () => Promise<void>;
}

/**
 * Listens on the API's port while the process prepares its database (migrations, or waiting for
 * another process to run them with RUN_MIGRATIONS=false; reference data; demo data), so load
 * balancers and start scripts get an answer instead of a refused connection: `GET /health` 200
 * (alive), `GET /ready` 503 (not ready), anything else 503 with Retry-After in the §8 shape.
 *
 * @param port the API's port
 * @param host the API's host
 * @throws the listen error (e.g. EADDRINUSE)
 */
export async function startWaitingServer(port: number, host: string): Promise<WaitingServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const [status, body] =
      path === '/health'
        ? [200, { status: 'ok' }]
        : path === '/ready'
          ? [503, { status: 'unavailable' }]
          : [
              503,
              {
                code: 'http_502',
                message: 'The service is starting, try again shortly',
                data: { retryAfterSeconds: RETRY_AFTER_SECONDS },
              },
            ];
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(RETRY_AFTER_SECONDS),
      connection: 'close',
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
