/**
 * Runs a command-line tool's `main` and turns its outcome into the process exit code: what
 * `main` returns, or 1 with the error's stack on stderr when it throws. Sets
 * `process.exitCode` rather than calling `process.exit`, so pending output is flushed and the
 * process ends once its work (pools, servers) is closed.
 *
 * @param main the command; resolves to its exit code (0 success, 2 usage error, …)
 */
export async function runCommand(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
}
