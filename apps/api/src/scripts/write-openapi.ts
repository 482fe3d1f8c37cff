import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { generateOpenApiDocument } from './openapi-document.js';

/**
 * Writes the OpenAPI document generated from the route schemas to
 * `packages/api-client/openapi.json` (sorted keys, 2-space JSON), the committed contract.
 * With `--check` it writes nothing and exits 1 when the committed document differs.
 */
const target = fileURLToPath(
  new URL('../../../../packages/api-client/openapi.json', import.meta.url),
);
const document = await generateOpenApiDocument();

if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== document) {
    console.error(
      'packages/api-client/openapi.json is out of date: run `pnpm --filter @rooms/api openapi` and commit.',
    );
    process.exit(1);
  }
  console.log('openapi.json is up to date');
} else {
  writeFileSync(target, document);
  console.log(`wrote ${target}`);
}
