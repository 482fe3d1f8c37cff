import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openDatabase } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { runMigrations } from '../db/migrate.js';
import { ensureDatabase } from '../db/provision.js';

import { freePort } from './free-port.js';
import { dropDatabase, TEMPLATE_DATABASE } from './test-database.js';

import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the maintenance database of the test server (for CREATE/DROP DATABASE). */
    testServerUrl: string;
  }
}

/**
 * Once per test run: a PostgreSQL of the tests' own — a throw-away embedded server, or a fresh
 * database on the server of `DATABASE_URL` — with a migrated template database. Everything is
 * removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let serverUrl: string;
  let stop: () => Promise<void>;
  const external = process.env.DATABASE_URL;
  if (external) {
    serverUrl = external;
    stop = async () => {};
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'rooms-pg-'));
    const server = await startEmbeddedPostgres(dir, await freePort(), false);
    serverUrl = server.url;
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const templateUrl = await ensureDatabase(serverUrl, TEMPLATE_DATABASE);
  const template = openDatabase(templateUrl, 1);
  await runMigrations(template);
  await template.close();
  project.provide('testServerUrl', serverUrl);

  return async () => {
    if (external) await dropDatabase(serverUrl, TEMPLATE_DATABASE);
    await stop();
  };
}
