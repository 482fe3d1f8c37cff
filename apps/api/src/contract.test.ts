import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { buildApp } from './app.js';
import { loadConfig } from './env.js';
import { stableStringify } from './scripts/stable-stringify.js';

const COMMITTED = new URL('../../../packages/api-client/openapi.json', import.meta.url);

describe('the committed OpenAPI contract', () => {
  it('equals the document generated from the route schemas (run `pnpm --filter @rooms/api openapi`)', async () => {
    const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }));
    await app.ready();
    const generated = stableStringify(app.swagger());
    await app.close();
    expect(generated).toBe(readFileSync(COMMITTED, 'utf8'));
  });
});
