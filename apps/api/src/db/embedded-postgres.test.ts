import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { freePort } from '../testing/free-port.js';

import { startEmbeddedPostgres } from './embedded-postgres.js';

import type { EmbeddedServer } from './embedded-postgres.js';

describe('startEmbeddedPostgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rooms-pg-'));
  let running: EmbeddedServer | undefined;

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the folder, the port and the cause when the cluster is already in use', async () => {
    running = await startEmbeddedPostgres(dataDir, await freePort(), true);
    const port = await freePort();
    // A second API on the same DATA_DIR: PostgreSQL refuses (its lock file), and says so.
    await expect(startEmbeddedPostgres(dataDir, port, true)).rejects.toThrow(
      new RegExp(`did not start in ${dataDir} on port ${port} .*postmaster\\.pid`),
    );
  });
});
