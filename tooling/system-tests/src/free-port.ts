import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it), for the processes the
 * system tests start (APIs, sites, PostgreSQL, S3). Another process may take it before it is
 * used, which the OS makes rare by not handing out a just-released port at once.
 *
 * @returns the port number
 * @throws Error when no port can be bound, or the server reports no port
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
