import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import * as schema from './schema.js';

/** The Drizzle handle typed with our schema. */
export type Db = NodePgDatabase<typeof schema>;

/** A transaction of {@link Db} (what `db.transaction(tx => …)` hands over). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A connection pool and the Drizzle handle over it. */
export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * Direct (session-mode) URL of the same database, for what a transaction-mode PgBouncer
   * cannot carry: LISTEN, session advisory locks, migrations. Equals the pool's URL unless
   * `DATABASE_DIRECT_URL` says otherwise.
   */
  directUrl: string;
  close: () => Promise<void>;
}

/** How the pool of {@link openDatabase} connects and bounds its work. */
export interface DatabaseOptions {
  /** Pool size (connections); default 10. 2 cores serve best with a small pool. */
  maxConnections?: number;
  /** URL for LISTEN, advisory locks and migrations; default the pool's URL. */
  directUrl?: string | undefined;
  /** `application_name` of the connections; default 'rooms-api'. */
  applicationName?: string;
  /** Server-side `statement_timeout`, ms; 0 or undefined: none. */
  statementTimeoutMs?: number;
  /** `idle_in_transaction_session_timeout`, ms; 0 or undefined: none. */
  idleInTransactionTimeoutMs?: number;
  /**
   * Longest wait for a connection, ms: opening one, or waiting in the pool's queue (pg-pool
   * counts both); undefined: no limit.
   */
  connectTimeoutMs?: number | undefined;
  /** Most callers waiting for a connection at once; beyond it {@link PoolBusyError}. Default: no bound. */
  maxWaiting?: number;
  /**
   * Where a connection lost outside a query is reported (a warning: the pool opens a new one);
   * default one JSON line on stderr, so no such error goes unseen.
   */
  log?: PoolErrorLog;
}

/** The part of a pino/Fastify logger that {@link openDatabase} reports connection errors to. */
export interface PoolErrorLog {
  warn: (fields: object, message: string) => void;
}

/** Without a logger passed in: one pino-like JSON line on stderr. */
const stderrLog: PoolErrorLog = {
  warn: (fields, message) =>
    console.error(JSON.stringify({ level: 40, time: Date.now(), ...fields, msg: message })),
};

/**
 * Thrown, instead of queueing, by a pool whose wait queue is full (`maxWaiting`): the database
 * is the bottleneck and more waiting would only make every request slower. Answered 503 with
 * Retry-After (errors/error-handler.ts).
 */
export class PoolBusyError extends Error {
  override readonly name = 'PoolBusyError';

  constructor(waiting: number) {
    super(`the database pool is busy: ${waiting} requests already wait for a connection`);
  }
}

/** Whether an error means "the database is overloaded, try again soon" (a 503, not a 500). */
export function isDatabaseBusyError(error: unknown): boolean {
  if (error instanceof PoolBusyError) return true;
  const candidate = error as { message?: unknown; code?: unknown };
  // pg-pool's own error when no connection came within connectionTimeoutMillis; PostgreSQL's
  // query_canceled (57014) when statement_timeout ended a statement.
  return (
    candidate.message === 'timeout exceeded when trying to connect' || candidate.code === '57014'
  );
}

/** A pg.Pool whose wait queue is bounded: connect() rejects at once when it is full. */
class BoundedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly maxWaiting: number,
  ) {
    super(config);
  }

  // pool.query() goes through connect() too, so this bounds every way in.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    const mustWait = this.idleCount === 0 && this.totalCount >= (this.options.max ?? 10);
    if (mustWait && this.waitingCount >= this.maxWaiting) {
      const error = new PoolBusyError(this.waitingCount);
      if (callback === undefined) return Promise.reject(error);
      process.nextTick(() => callback(error, undefined, () => {}));
      return;
    }
    return callback === undefined ? super.connect() : super.connect(callback);
  }
}

/**
 * Opens a connection pool to PostgreSQL 15+.
 *
 * @param url postgres:// connection URL (may be PgBouncer in transaction mode)
 * @param options pool size, direct URL, timeouts and queue bound; a number is the pool size
 */
export function openDatabase(url: string, options: DatabaseOptions | number = {}): Database {
  const settings: DatabaseOptions =
    typeof options === 'number' ? { maxConnections: options } : options;
  const config: pg.PoolConfig = {
    connectionString: url,
    max: settings.maxConnections ?? 10,
    application_name: settings.applicationName ?? 'rooms-api',
    // A dead peer (a machine gone, a NAT dropping the flow) is noticed by TCP keepalive.
    keepAlive: true,
  };
  if (settings.statementTimeoutMs) config.statement_timeout = settings.statementTimeoutMs;
  if (settings.idleInTransactionTimeoutMs)
    config.idle_in_transaction_session_timeout = settings.idleInTransactionTimeoutMs;
  if (settings.connectTimeoutMs !== undefined)
    config.connectionTimeoutMillis = settings.connectTimeoutMs;
  const pool =
    settings.maxWaiting === undefined
      ? new pg.Pool(config)
      : new BoundedPool(config, settings.maxWaiting);
  // A client losing its connection must not crash the process: idle clients report it on the
  // pool, checked-out ones (the job runner's LISTEN client) on themselves, and the query in
  // flight rejects anyway. It is logged, not swallowed: a database going away shows in the log.
  const log = settings.log ?? stderrLog;
  // Every client emits its own errors, idle or checked out; the pool repeats those of idle
  // clients, so logging on the client alone reports each error once.
  pool.on('error', () => {});
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      log.warn(
        {
          err: { message: error.message, code: (error as { code?: unknown }).code },
          component: 'db',
        },
        'database connection error',
      ),
    ),
  );
  const db = drizzle(pool, { schema });
  return { db, pool, directUrl: settings.directUrl ?? url, close: () => pool.end() };
}
