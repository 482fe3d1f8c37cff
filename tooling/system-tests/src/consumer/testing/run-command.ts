import { spawn } from 'node:child_process';

/** What a finished command left: its exit code and everything it printed. */
export interface CommandResult {
  /** Exit code, or -1 when it was ended by a signal or could not start. */
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a program to its end (no shell) and collects its output; never throws for a non-zero
 * exit, so a test can show the output in its assertion.
 *
 * @param command program, e.g. `npm` or `process.execPath`
 * @param args its arguments
 * @param options working folder, the whole environment (not merged with this process's), and
 *   how long it may take, ms (then SIGKILL, code -1)
 * @returns exit code and output
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: Record<string, string | undefined>; timeoutMs: number },
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: `${stderr}\n${String(error)}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

/**
 * The result as text for an assertion's message.
 *
 * @param what the command line, for the reader
 * @param result its result
 */
export function describeResult(what: string, result: CommandResult): string {
  return `${what} exited ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
}
