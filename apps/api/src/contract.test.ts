import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { generateOpenApiDocument } from './scripts/openapi-document.js';

const COMMITTED = new URL('../../../packages/api-client/openapi.json', import.meta.url);

describe('the committed OpenAPI contract', () => {
  it('equals the document generated from the route schemas (run `pnpm --filter @rooms/api openapi`)', async () => {
    expect(await generateOpenApiDocument()).toBe(readFileSync(COMMITTED, 'utf8'));
  });
});
