/**
 * The drain phase of a shutdown: before the server stops accepting connections, the process
 * says it is going (`/ready` 503, so a load balancer takes it out of rotation) and asks every
 * client to close its keep-alive connection after the current answer (`Connection: close`).
 * Without it a request that a client sends on a reused connection at the moment the server
 * closes its idle connections is cut off (ECONNRESET): lost, although no one refused it.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of a shutdown's drain phase: `/ready` answers 503. */
    readonly draining: boolean;
    /**
     * Starts the drain phase and resolves after `ms` milliseconds, during which requests are
     * still served normally (each answer closing its connection).
     */
    drain(ms: number): Promise<void>;
  }
}

/**
 * Adds `app.draining` and `app.drain(ms)` (see the module comment).
 *
 * @param app the application, before it listens
 */
export function installDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', async (ms: number) => {
    draining = true;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) void reply.header('connection', 'close');
  });
}
