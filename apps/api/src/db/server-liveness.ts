/**
 * Whether the database server behind a pool still runs, for the health probes: main.ts
 * registers the embedded PostgreSQL's `alive` for the request pool; a pool with nothing
 * registered (DATABASE_URL, tests) counts as alive — its outages show in `/ready`'s query.
 */
import type pg from 'pg';

const liveness = new WeakMap<pg.Pool, () => boolean>();

/**
 * Tells the probes how to know whether the server behind `pool` still runs.
 *
 * @param pool the request pool (`Database.pool`)
 * @param alive false once the server has exited (`ProvisionedDatabase.alive`)
 */
export function registerServerLiveness(pool: pg.Pool, alive: () => boolean): void {
  liveness.set(pool, alive);
}

/**
 * @param pool the request pool
 * @returns false only when a registered server has exited; true when none is registered
 */
export function isServerAlive(pool: pg.Pool): boolean {
  return liveness.get(pool)?.() ?? true;
}
