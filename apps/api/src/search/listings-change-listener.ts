/**
 * Hears every committed change of listings and listing photos, from any process, through
 * PostgreSQL `LISTEN` on the channel the triggers of migration 0011 notify, and tells its
 * subscriber (the search cache and the in-memory index, `app.ts`): which listings changed, when
 * it starts listening (everything may have changed unheard), and when the connection is lost
 * (changes could be missed from then on).
 */
import pg from 'pg';

import type { FastifyBaseLogger } from 'fastify';

/** The channel of the triggers of migration 0011. */
export const LISTINGS_CHANGED_CHANNEL = 'listings_changed';

/**
 * What one notification says: these listings changed (ids), anything may have changed (all: a
 * truncate, or more ids than a notification holds), or a `catchUp` token came back (sync).
 */
export type ListingChange =
  { kind: 'ids'; ids: number[] } | { kind: 'all' } | { kind: 'sync'; token: string };

/**
 * The change a notification payload describes: 'sync:<token>', comma-separated listing ids, or
 * anything else (the '*' of migration 0011, the '' of older triggers) for all.
 *
 * @param payload the notification's payload
 */
export function parseListingChange(payload: string | undefined): ListingChange {
  if (payload?.startsWith('sync:')) return { kind: 'sync', token: payload.slice(5) };
  if (payload === undefined || !/^\d+(,\d+)*$/.test(payload)) return { kind: 'all' };
  return { kind: 'ids', ids: payload.split(',').map(Number) };
}

/** Who is told what the listener hears. */
export interface ListingChangeSubscriber {
  /** Listening (again): changes until now were not heard. */
  listening(): void;
  /** The connection is lost: changes will not be heard until `listening`. */
  lost(): void;
  /** A notification arrived. */
  changed(change: ListingChange): void;
}
/** Wait before connecting again after the connection was lost, milliseconds. */
const RECONNECT_DELAY_MS = 1000;

/** A running listener. */
export interface ListingsChangeListener {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

/**
 * Connects a dedicated client (not one of the pool's: LISTEN holds its connection), listens,
 * and tells the subscriber once listening; on a lost connection it tells it too and
 * reconnects every {@link RECONNECT_DELAY_MS} ms until closed.
 *
 * @param connection the pool's connection options (same server and database)
 * @param subscriber what is told of changes and of the connection
 * @param log where connection problems are reported (warn)
 * @returns once the first connection attempt ended (listening, or retrying in the background)
 */
export async function listenForListingChanges(
  connection: pg.ClientConfig,
  subscriber: ListingChangeSubscriber,
  log: FastifyBaseLogger,
): Promise<ListingsChangeListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  /** The connection `from` failed (reported once, however many events say so). */
  const lost = (from: pg.Client, error: unknown) => {
    if (from !== client) return;
    client = undefined;
    subscriber.lost();
    from.removeAllListeners();
    from.on('error', () => {});
    from.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, 'search cache and index off: lost the listings-change connection');
    retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(connection);
    next.on('notification', (message) => subscriber.changed(parseListingChange(message.payload)));
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${LISTINGS_CHANGED_CHANNEL}`);
      // Closed meanwhile: `close` has ended this client.
      if (client !== next) return;
      // Anything may have changed while nobody listened.
      subscriber.listening();
    } catch (error) {
      lost(next, error);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      subscriber.lost();
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
