/**
 * Hears every committed change of listings and listing photos, from any process, through
 * PostgreSQL `LISTEN` on the channel the trigger of migration 0010 notifies, and keeps the
 * search cache (`search-cache.ts`) honest: it forgets its answers on each change, and serves
 * nothing while the connection is down (changes could be missed then).
 */
import pg from 'pg';

import type { SearchCache } from './search-cache.js';
import type { FastifyBaseLogger } from 'fastify';

/** The channel of the trigger `notify_listings_changed` (migration 0010). */
export const LISTINGS_CHANGED_CHANNEL = 'listings_changed';
/** Wait before connecting again after the connection was lost, milliseconds. */
const RECONNECT_DELAY_MS = 1000;

/** A running listener. */
export interface ListingsChangeListener {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

/**
 * Connects a dedicated client (not one of the pool's: LISTEN holds its connection), listens,
 * and enables the cache once listening; on a lost connection it disables the cache and
 * reconnects every {@link RECONNECT_DELAY_MS} ms until closed.
 *
 * @param connection the pool's connection options (same server and database)
 * @param cache the cache to keep in step
 * @param log where connection problems are reported (warn)
 * @returns once the first connection attempt ended (listening, or retrying in the background)
 */
export async function listenForListingChanges(
  connection: pg.ClientConfig,
  cache: SearchCache,
  log: FastifyBaseLogger,
): Promise<ListingsChangeListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  /** The connection `from` failed (reported once, however many events say so). */
  const lost = (from: pg.Client, error: unknown) => {
    if (from !== client) return;
    client = undefined;
    cache.setEnabled(false);
    from.removeAllListeners();
    from.on('error', () => {});
    from.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, 'search cache off: lost the listings-change connection');
    retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(connection);
    next.on('notification', () => cache.invalidate());
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${LISTINGS_CHANGED_CHANNEL}`);
      // Closed meanwhile: `close` has ended this client.
      if (client !== next) return;
      // Anything may have changed while nobody listened: start empty.
      cache.setEnabled(true);
    } catch (error) {
      lost(next, error);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      cache.setEnabled(false);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
