#!/usr/bin/env node
/**
 * `pnpm version-packages`: the release's version step (issue 31). Runs `changeset version`
 * (versions and a CHANGELOG per package from the pending changesets), then records the OpenAPI
 * document of `@rooms/api-client` as the released contract (`openapi.released.json`): later
 * breaking changes are measured against it, and fail the test command unless a major changeset
 * of `@rooms/api-client` says so (`packages/api-client/src/contract/`).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';

const ROOT = new URL('..', import.meta.url).pathname;
const API_CLIENT = `${ROOT}packages/api-client/`;

const version = spawnSync('pnpm', ['exec', 'changeset', 'version'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (version.status !== 0) process.exit(version.status ?? 1);
copyFileSync(`${API_CLIENT}openapi.json`, `${API_CLIENT}openapi.released.json`);
console.log('Recorded packages/api-client/openapi.json as the released contract.');
