import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { loadConfig } from '../env.js';

import { stableStringify } from './stable-stringify.js';

/**
 * The OpenAPI document generated from the route schemas, as stable JSON text.
 * Needs no database: the pool connects lazily, no route runs and no background work starts.
 */
export async function generateOpenApiDocument(): Promise<string> {
  const database = openDatabase('postgres://openapi@127.0.0.1:1/none', 1);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    background: false,
  });
  await app.ready();
  const document = stableStringify(app.swagger());
  await app.close();
  await database.close();
  return document;
}
