/**
 * Test helper run as a child process (`node --import tsx embedded-postgres-child.ts <dir>
 * <port> [no-watchdog]`): starts the embedded PostgreSQL like an API does, prints
 * `ready <postmaster pid>` and waits to be killed. The crash-recovery tests kill it with SIGKILL.
 */
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';

const [dataDir, port, mode] = process.argv.slice(2);
if (dataDir === undefined || port === undefined) throw new Error('usage: <data dir> <port>');
const server = await startEmbeddedPostgres(dataDir, Number(port), true, {
  watchdog: mode !== 'no-watchdog',
});
console.log(`ready ${server.pid}`);
setInterval(() => {}, 60_000);
