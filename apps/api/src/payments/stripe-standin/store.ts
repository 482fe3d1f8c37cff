/**
 * The stand-in's state in PostgreSQL schema `stripe_standin`: one `objects` table (id, kind,
 * jsonb as the API answers it) and the remembered answers of idempotent requests. Kept in the
 * API's database so objects survive a restart with the API's data folder.
 */
import type pg from 'pg';

/** A stored Stripe object: at least its id and `object` kind. */
export interface StoredObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

/** The schema and tables, created on start; an advisory lock keeps concurrent starts apart. */
const SCHEMA_SQL = `
  select pg_advisory_xact_lock(hashtext('stripe_standin'));
  create schema if not exists stripe_standin;
  create table if not exists stripe_standin.objects (
    id text primary key,
    kind text not null,
    seq bigserial not null,
    data jsonb not null
  );
  create index if not exists objects_kind_seq on stripe_standin.objects (kind, seq);
  create table if not exists stripe_standin.idempotency_keys (
    key text primary key,
    request_hash text not null,
    status integer not null,
    body text not null,
    created_at timestamptz not null default now()
  );
`;

/** Creates the schema when missing (idempotent, safe to run from two processes at once). */
export async function ensureSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(SCHEMA_SQL);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** A remembered answer of an idempotent request. */
export interface RememberedAnswer {
  requestHash: string;
  status: number;
  body: string;
}

/** Reads and writes objects within one transaction (one API request). */
export class ObjectStore {
  constructor(private readonly client: pg.PoolClient) {}

  /** The object of that id, or undefined. */
  async get<T extends StoredObject>(id: string): Promise<T | undefined> {
    const result = await this.client.query<{ data: T }>(
      'select data from stripe_standin.objects where id = $1',
      [id],
    );
    return result.rows[0]?.data;
  }

  /** Inserts or replaces an object (its list position stays where it was first inserted). */
  async put<T extends StoredObject>(data: T): Promise<T> {
    await this.client.query(
      `insert into stripe_standin.objects (id, kind, data) values ($1, $2, $3)
       on conflict (id) do update set data = excluded.data`,
      [data.id, data.object, JSON.stringify(data)],
    );
    return data;
  }

  /**
   * Objects of a kind whose JSON contains `filter` (jsonb `@>`), newest first.
   *
   * @param filter e.g. `{customer: 'cus_…'}`; `{}` matches all
   */
  async list<T extends StoredObject>(
    kind: string,
    filter: Record<string, unknown> = {},
  ): Promise<T[]> {
    const result = await this.client.query<{ data: T }>(
      'select data from stripe_standin.objects where kind = $1 and data @> $2 order by seq desc',
      [kind, JSON.stringify(filter)],
    );
    return result.rows.map((row) => row.data);
  }

  /** Objects of a kind oldest first (events in the order they were emitted). */
  async listAscending<T extends StoredObject>(
    kind: string,
    filter: Record<string, unknown> = {},
  ): Promise<T[]> {
    return (await this.list<T>(kind, filter)).reverse();
  }

  /** The remembered answer of an idempotency key, or undefined. */
  async answerOf(key: string): Promise<RememberedAnswer | undefined> {
    const result = await this.client.query<{ request_hash: string; status: number; body: string }>(
      'select request_hash, status, body from stripe_standin.idempotency_keys where key = $1',
      [key],
    );
    const row = result.rows[0];
    return row && { requestHash: row.request_hash, status: row.status, body: row.body };
  }

  /** Remembers the answer given for an idempotency key. */
  async remember(key: string, answer: RememberedAnswer): Promise<void> {
    await this.client.query(
      `insert into stripe_standin.idempotency_keys (key, request_hash, status, body) values ($1, $2, $3, $4)
       on conflict (key) do nothing`,
      [key, answer.requestHash, answer.status, answer.body],
    );
  }
}

/**
 * Runs `work` in one transaction with an {@link ObjectStore}; rolls back when it throws.
 *
 * @returns what `work` returns
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (store: ObjectStore) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(new ObjectStore(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Records that the endpoint accepted an event (`_standin_delivered`, not part of the answer). */
export async function markDelivered(pool: pg.Pool, eventId: string): Promise<void> {
  await pool.query(
    `update stripe_standin.objects set data = data || '{"_standin_delivered": true}'::jsonb where id = $1`,
    [eventId],
  );
}

/**
 * Events the endpoint has not accepted yet, oldest first: delivered again after a restart (the
 * retries of the previous run were dropped with it), as Stripe keeps retrying for days.
 *
 * @param since unix seconds; older events are left alone
 * @param limit at most this many
 */
export async function undeliveredEvents<T extends StoredObject>(
  pool: pg.Pool,
  since: number,
  limit: number,
): Promise<T[]> {
  const result = await pool.query<{ data: T }>(
    `select data from stripe_standin.objects
     where kind = 'event' and not data ? '_standin_delivered' and (data->>'created')::bigint >= $1
     order by seq limit $2`,
    [since, limit],
  );
  return result.rows.map((row) => row.data);
}
