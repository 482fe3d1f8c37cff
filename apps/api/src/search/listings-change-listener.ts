/**
 * Hears every committed change of listings and listing photos, from any process, through
 * PostgreSQL `LISTEN` on the channel the triggers of migration 0011 notify, and tells its
 * subscriber (the search cache and the in-memory index, `app.ts`): which listings changed, when
 * it starts listening (everything may have changed unheard), and when the connection is lost
 * (changes could be missed from then on).
 *
 * A LISTEN connection can go deaf without any error: a frozen server backend, a firewall that
 * drops an idle flow, a proxy that stops forwarding. So the listener proves, about every second,
 * that notifications still arrive: it sends a NOTIFY through the pool on a heartbeat channel of
 * its own (never on the listings channel, which other processes would read as 'everything
 * changed') and expects to hear it on the listening connection. A heartbeat not heard in time
 * counts as a lost connection. TCP keepalive covers a peer that vanished while nothing is sent.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import pg from 'pg';

import { jitterMs } from './jitter.js';

import type { FastifyBaseLogger } from 'fastify';

/** The channel of the triggers of migration 0011. */
export const LISTINGS_CHANGED_CHANNEL = 'listings_changed';

/** The heartbeat channel of a listener is this prefix and a random id of its own. */
export const HEARTBEAT_CHANNEL_PREFIX = 'rooms_heartbeat_';

/**
 * The `application_name` of the listening connection (as `pg_stat_activity` shows it), so an
 * operator or a test can find the backend of one process's listener: `rooms-api-listener:<pid>`.
 *
 * @param pid the API process id
 */
export function listenerApplicationName(pid: number = process.pid): string {
  return `rooms-api-listener:${pid}`;
}

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
  /** The connection is lost or deaf: changes will not be heard until `listening`. */
  lost(): void;
  /** A notification arrived. */
  changed(change: ListingChange): void;
}

/** The listener's clock, milliseconds. */
export interface ListenerTiming {
  /** A heartbeat is sent this long after the previous one was heard. */
  heartbeatIntervalMs: number;
  /** A heartbeat not heard this long after its NOTIFY committed means the connection is deaf. */
  heartbeatTimeoutMs: number;
  /** Least wait before connecting again after a loss. */
  reconnectDelayMs: number;
  /** Random extra wait before connecting again, 0 up to this (spreads many processes). */
  reconnectJitterMs: number;
  /** Idle time before the first TCP keepalive probe of the listening connection. */
  keepAliveInitialDelayMs: number;
  /** Longest wait for the connection and its LISTEN statements before trying again. */
  connectTimeoutMs: number;
}

/**
 * The default timing: a deaf connection is noticed at most about 1 + 2.5 + 0.25 = 3.75 s after
 * it stopped delivering (the heartbeat in flight, its timeout, one check period), inside the
 * 5 s the operations notes promise.
 */
export const DEFAULT_LISTENER_TIMING: ListenerTiming = {
  heartbeatIntervalMs: 1000,
  heartbeatTimeoutMs: 2500,
  reconnectDelayMs: 1000,
  reconnectJitterMs: 2000,
  keepAliveInitialDelayMs: 10_000,
  connectTimeoutMs: 10_000,
};

/** What a listener is made with. */
export interface ListenerOptions {
  /**
   * Where to LISTEN: the database server itself, not PgBouncer in transaction mode (which cannot
   * hold a LISTEN). Its `application_name` is replaced by {@link listenerApplicationName}.
   */
  connection: pg.ClientConfig;
  /** Sends the heartbeat NOTIFYs (the pool; any connection to the same database will do). */
  notifier: Pick<pg.Pool, 'query'>;
  subscriber: ListingChangeSubscriber;
  /** Told of each loss (warn: why, and when the next attempt is) and of the recovery (info). */
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Changes to {@link DEFAULT_LISTENER_TIMING} (tests use shorter ones). */
  timing?: Partial<ListenerTiming>;
  /** Numbers in [0, 1) for the jitter (tests pass their own). */
  random?: () => number;
}

/** A running listener. */
export interface ListingsChangeListener {
  /** The channel its heartbeats go to (`rooms_heartbeat_<random id>`). */
  heartbeatChannel: string;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

/** A heartbeat sent and not heard yet. */
interface Beat {
  seq: number;
  /** When its NOTIFY committed (performance.now()), undefined while the send is in flight. */
  committedAt?: number;
}

/**
 * The client options of the listening connection: the given ones, named
 * {@link listenerApplicationName}, with TCP keepalive and connect and statement time limits.
 */
function listenerClientConfig(
  connection: pg.ClientConfig,
  timing: ListenerTiming,
): pg.ClientConfig {
  let connectionString = connection.connectionString;
  if (connectionString !== undefined && URL.canParse(connectionString)) {
    // pg lets the URL's parameters win over the options: drop its name so ours shows.
    const url = new URL(connectionString);
    url.searchParams.delete('application_name');
    connectionString = url.toString();
  }
  return {
    ...connection,
    ...(connectionString === undefined ? {} : { connectionString }),
    application_name: listenerApplicationName(),
    keepAlive: true,
    keepAliveInitialDelayMillis: timing.keepAliveInitialDelayMs,
    connectionTimeoutMillis: timing.connectTimeoutMs,
    query_timeout: timing.connectTimeoutMs,
  };
}

/**
 * Connects a dedicated client (not one of the pool's: LISTEN holds its connection), listens on
 * the listings channel and its own heartbeat channel, and tells the subscriber once listening.
 * On an error, an ended connection or a missed heartbeat it tells the subscriber the connection
 * is lost, logs a warning, drops the socket (a frozen server would never answer a goodbye) and
 * connects again after {@link ListenerTiming.reconnectDelayMs} plus a random jitter, until
 * closed.
 *
 * @returns once the first connection attempt ended (listening, or retrying in the background)
 */
export async function listenForListingChanges(
  options: ListenerOptions,
): Promise<ListingsChangeListener> {
  const { notifier, subscriber, log } = options;
  const timing: ListenerTiming = { ...DEFAULT_LISTENER_TIMING, ...options.timing };
  const random = options.random ?? Math.random;
  const heartbeatChannel = `${HEARTBEAT_CHANNEL_PREFIX}${randomBytes(8).toString('hex')}`;
  const clientConfig = listenerClientConfig(options.connection, timing);
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let awaited: Beat | undefined;
  let beats = 0;
  /** When the connection was lost (performance.now()), undefined while listening or before. */
  let lostAt: number | undefined;

  /** Forgets a client for good without waiting for its server. */
  const drop = (from: pg.Client) => {
    from.removeAllListeners();
    from.on('error', () => {});
    from.connection.stream.destroy();
  };

  /** The connection `from` failed (reported once, however many events say so). */
  const lost = (from: pg.Client, reason: unknown) => {
    if (from !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    awaited = undefined;
    drop(from);
    subscriber.lost();
    if (closed) return;
    lostAt ??= performance.now();
    const delayMs = timing.reconnectDelayMs + jitterMs(timing.reconnectJitterMs, random);
    log.warn(
      { err: reason, reconnectInMs: delayMs },
      'search cache and index off, searches answered from SQL: lost the listings-change connection',
    );
    retry = setTimeout(() => void connect(), delayMs);
  };

  /** Sends a heartbeat when due and judges the one awaited (every quarter interval). */
  const checkHeartbeat = (on: pg.Client) => {
    if (awaited?.committedAt !== undefined) {
      if (performance.now() - awaited.committedAt <= timing.heartbeatTimeoutMs) return;
      // Judged after the event loop's poll phase: a notification that waits in the socket
      // because the loop was busy (an index build) is read first and clears `awaited`.
      const suspect = awaited;
      setImmediate(() => {
        if (awaited !== suspect) return;
        lost(on, new Error(`heartbeat not heard within ${timing.heartbeatTimeoutMs} ms`));
      });
      return;
    }
    if (awaited !== undefined) return;
    const beat: Beat = { seq: ++beats };
    awaited = beat;
    notifier.query('select pg_notify($1, $2)', [heartbeatChannel, String(beat.seq)]).then(
      () => {
        beat.committedAt = performance.now();
      },
      () => {
        // The database did not take it (down, or the pool's wait queue is full): nothing was
        // sent, so nothing can be missed; the listening connection reports its own failure.
        if (awaited === beat) awaited = undefined;
      },
    );
  };

  const startHeartbeat = (on: pg.Client) => {
    let lastHeard = performance.now();
    heartbeat = setInterval(
      () => {
        if (awaited === undefined && performance.now() - lastHeard < timing.heartbeatIntervalMs) {
          return;
        }
        checkHeartbeat(on);
      },
      Math.max(1, Math.floor(timing.heartbeatIntervalMs / 4)),
    );
    heartbeat.unref();
    return () => {
      lastHeard = performance.now();
    };
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(clientConfig);
    let heard: () => void = () => {};
    next.on('notification', (message) => {
      if (message.channel === heartbeatChannel) {
        if (awaited !== undefined && message.payload === String(awaited.seq)) {
          awaited = undefined;
          heard();
        }
        return;
      }
      subscriber.changed(parseListingChange(message.payload));
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${LISTINGS_CHANGED_CHANNEL}; LISTEN ${heartbeatChannel}`);
      // Closed meanwhile: `close` has ended this client.
      if (client !== next) return;
      heard = startHeartbeat(next);
      // Anything may have changed while nobody listened.
      subscriber.listening();
      if (lostAt !== undefined) {
        log.info(
          { offMs: Math.round(performance.now() - lostAt) },
          'listening for listing changes again: search cache on, index reloading',
        );
        lostAt = undefined;
      }
    } catch (error) {
      lost(next, error);
    }
  }

  await connect();
  return {
    heartbeatChannel,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      subscriber.lost();
      const last = client;
      client = undefined;
      if (last === undefined) return;
      last.removeAllListeners();
      last.on('error', () => {});
      // A polite goodbye, but not waiting for a server that does not answer.
      await Promise.race([last.end().catch(() => {}), sleep(1000, undefined, { ref: false })]);
      last.connection.stream.destroy();
    },
  };
}
