import pg from 'pg';

/**
 * Advisory lock keys of the API, all in one place so no two jobs share a key by accident (one
 * namespace: `pg_advisory_lock(bigint)`); every process that migrates, loads reference data or
 * seeds takes the same key, so only one does it at once.
 */
export const LOCK_KEYS = {
  /** Schema migrations (drizzle's and graphile-worker's), a session lock (`withAdvisoryLock`). */
  migrations: 7_700_501,
  /** The demo seed, a transaction lock (`seedDemoData`). */
  demoSeed: 7_700_510,
  /** The reference data (places, streets), a transaction lock (`loadReferenceData`). */
  referenceData: 7_700_511,
} as const;

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock, on a connection of its
 * own to the direct URL (a session lock cannot go through PgBouncer in transaction mode). Other
 * processes asking for the same key wait until it is released, so `work` must re-check what
 * it is about to do (another process may have done it meanwhile).
 *
 * @param directUrl direct (session) URL of the database
 * @param key one of {@link LOCK_KEYS}
 * @param work what to do under the lock; receives the locked connection (no statement timeout)
 * @param applicationName `application_name` of the connection (seen in pg_stat_activity)
 * @returns what `work` returns
 * @throws the error of `work` or of connecting; the lock is released either way (closing the
 *   session releases it too)
 */
export async function withAdvisoryLock<T>(
  directUrl: string,
  key: number,
  work: (client: pg.Client) => Promise<T>,
  applicationName = 'rooms-api-maintenance',
): Promise<T> {
  const client = new pg.Client({
    connectionString: directUrl,
    application_name: applicationName,
    keepAlive: true,
  });
  client.on('error', () => {}); // a lost connection fails the query in flight anyway
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
