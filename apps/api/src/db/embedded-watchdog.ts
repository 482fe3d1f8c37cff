import { spawn } from 'node:child_process';

/** How often the watchdog looks whether the API is still alive, ms. */
export const WATCHDOG_INTERVAL_MS = 500;

/**
 * The watchdog, as a script for `node -e` (no file to find from source or from the bundle).
 * Arguments: the API pid, the server pid. While the server runs it checks the API every
 * interval; once the API is gone (killed with -9: no shutdown code ran) it asks the server for a
 * fast shutdown (SIGINT), then an immediate one (SIGQUIT) after 30 s, and exits. It exits too as
 * soon as the server is gone (stopped by its API as usual). A zombie counts as gone.
 */
const WATCHDOG_SCRIPT = `
process.title = 'rooms-embedded-postgres-watchdog';
const fs = require('node:fs');
const [api, server] = process.argv.slice(1).map(Number);
const alive = (pid) => {
  try { process.kill(pid, 0); } catch (error) { if (error.code !== 'EPERM') return false; }
  try {
    const stat = fs.readFileSync('/proc/' + pid + '/stat', 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch { return true; }
};
const watch = setInterval(() => {
  if (!alive(server)) process.exit(0);
  if (alive(api)) return;
  clearInterval(watch);
  try { process.kill(server, 'SIGINT'); } catch {}
  const deadline = Date.now() + 30000;
  setInterval(() => {
    if (!alive(server)) process.exit(0);
    if (Date.now() > deadline) { try { process.kill(server, 'SIGQUIT'); } catch {} process.exit(0); }
  }, 200);
}, ${WATCHDOG_INTERVAL_MS});
`;

/**
 * Starts a tiny detached process that stops the embedded PostgreSQL when its API dies without
 * stopping it (kill -9, a crash of node itself), so a server never outlives its API by more
 * than about a second. It holds no handle of the API (detached, no stdio, unreferenced).
 *
 * @param apiPid the API process (normally `process.pid`)
 * @param serverPid the postmaster
 * @returns the watchdog's pid
 */
export function startWatchdog(apiPid: number, serverPid: number): number | undefined {
  const child = spawn(
    process.execPath,
    ['-e', WATCHDOG_SCRIPT, String(apiPid), String(serverPid)],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  child.on('error', () => {}); // no watchdog is no reason to fail the start
  child.unref();
  return child.pid;
}
