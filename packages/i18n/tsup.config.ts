import { readFile } from 'node:fs/promises';

import { publishedPackageBuild } from '@rooms/package-check/tsup-preset';
import { defineConfig } from 'tsup';

/** Entries that are React client modules: their built file must start with `'use client'`. */
const CLIENT_ENTRIES = ['dist/client.js'];

/**
 * Fails the build when a client entry lost its `'use client'` directive. tsup keeps an entry's
 * module-level directives (plain esbuild drops them when it bundles); without it a Next.js
 * consumer's server component importing `@rooms/i18n/client` would run the provider's hooks
 * on the server.
 */
async function assertClientDirectives(): Promise<void> {
  for (const file of CLIENT_ENTRIES) {
    const code = await readFile(file, 'utf8');
    if (!/^['"]use client['"];/.test(code)) {
      throw new Error(`${file} does not start with 'use client'`);
    }
  }
}

// The published build (issue 31): ESM + bundled .d.ts for every entry of package.json `exports`
// (shared code split into chunks). The translations are TypeScript modules imported statically,
// so they are in the bundle; nothing is loaded from files at run time. i18next, react-i18next,
// react and @rooms/domain stay imports (dependencies and peers are external). The monorepo keeps
// importing src/; consumers get dist/ (`publishConfig.exports`).
export default defineConfig(
  publishedPackageBuild({
    entry: {
      index: 'src/index.ts',
      client: 'src/client.tsx',
      'search-routes': 'src/search-routes.ts',
      'listing-paths': 'src/listing-paths.ts',
    },
    onSuccess: assertClientDirectives,
  }),
);
