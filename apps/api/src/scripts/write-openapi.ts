import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { buildApp } from '../app.js';
import { loadConfig } from '../env.js';
import { stableStringify } from './stable-stringify.js';

/**
 * Writes the OpenAPI document generated from the route schemas to
 * `packages/api-client/openapi.json` (sorted keys, 2-space JSON), the committed contract.
 * With `--check` it writes nothing and exits 1 when the committed document differs.
 */
const target = fileURLToPath(new URL('../../../../packages/api-client/openapi.json', import.meta.url));
const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }));
await app.ready();
const document = stableStringify(app.swagger());
await app.close();

if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== document) {
    console.error('packages/api-client/openapi.json is out of date: run `pnpm --filter @rooms/api openapi` and commit.');
    process.exit(1);
  }
  console.log('openapi.json is up to date');
} else {
  writeFileSync(target, document);
  console.log(`wrote ${target}`);
}
