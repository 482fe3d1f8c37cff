import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { breakingChanges } from './breaking-changes';
import { majorChangesetsOfApiClient } from './major-changeset';

const PACKAGE = fileURLToPath(new URL('../../', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function document(name: string) {
  return JSON.parse(readFileSync(`${PACKAGE}${name}`, 'utf8')) as Record<string, never>;
}

describe('the OpenAPI document against the last released one', () => {
  it('breaks no client of the released version, unless a major changeset of @rooms/api-client says so', async () => {
    const breaking = breakingChanges(document('openapi.released.json'), document('openapi.json'));
    if (breaking.length === 0) return;
    const majors = await majorChangesetsOfApiClient(ROOT);
    expect(
      majors,
      `Breaking changes of the API contract since the last release:\n  ${breaking.join('\n  ')}\n` +
        `Keep the old contract, or add a changeset releasing '@rooms/api-client' as major ` +
        `(pnpm changeset) that tells partner teams what to change.`,
    ).not.toEqual([]);
  });
});
