/**
 * `pnpm --filter @rooms/system-tests registry:local [--port 4873]`: the consumer test's local
 * registry by hand. Starts verdaccio on 127.0.0.1 (port 4873 unless given), publishes the
 * workspace's public packages to it with the release workflow's `changeset publish`, prints how
 * a project outside the workspace installs them, and keeps running until Ctrl-C (SIGINT) or
 * SIGTERM, which stop it and remove its storage. Build the packages first (`pnpm build`, or
 * `turbo run build --filter=@rooms/api-client...`).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { SCOPE, startLocalRegistry } from '../testing/local-registry.js';
import { publishPackages } from '../testing/publish-packages.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

const { values } = parseArgs({ options: { port: { type: 'string', default: '4873' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`--port must be a TCP port, not ${values.port}`);
  process.exit(2);
}

const registry = await startLocalRegistry(port);
try {
  console.log(
    await publishPackages({
      repoRoot: REPO_ROOT,
      registry: registry.url,
      token: registry.token,
      scope: SCOPE,
      env: process.env,
    }),
  );
} catch (error) {
  await registry.stop();
  throw error;
}
console.log(
  [
    `The ${SCOPE} packages are on ${registry.url}. In a project outside the workspace:`,
    `  echo "${SCOPE}:registry=${registry.url}" >> .npmrc && npm install @rooms/api-client`,
    'Ctrl-C stops the registry and removes what was published.',
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void registry.stop().then(() => process.exit(0)));
}
