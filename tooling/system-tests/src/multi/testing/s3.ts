import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { freePort } from '../../free-port';

import { startProcess } from './child-process';
import { waitFor } from './http';

/** The bucket the APIs store photos in. */
export const S3_TEST_BUCKET = 'rooms-photos';

/** An S3-compatible server (s3rver) on a temporary folder, and how to reach it. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** s3rver's built-in account. */
  accessKeyId: string;
  secretAccessKey: string;
  stop: () => Promise<void>;
}

/**
 * Starts `s3rver` (S3's REST API on disk, from npm) as a child process on a free port, with the
 * photo bucket created. A child rather than in this process: s3rver's logger takes over the
 * process's uncaught-exception handling.
 *
 * @throws Error with its output when it does not answer within 30 s
 */
export async function startS3(): Promise<TestS3> {
  const dir = mkdtempSync(join(tmpdir(), 'rooms-multi-s3-'));
  const port = await freePort();
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const server = startProcess(
    's3rver',
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--configure-bucket', S3_TEST_BUCKET],
    { cwd: dir, env: {} },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor(
    's3rver to answer',
    async () => {
      if (server.hasExited()) throw new Error(`s3rver exited:\n${server.output()}`);
      const response = await fetch(endpoint).catch(() => null);
      await response?.arrayBuffer();
      return response ? true : undefined;
    },
    30_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.output()}`);
  });
  return {
    endpoint,
    bucket: S3_TEST_BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: async () => {
      await server.stop(5_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
