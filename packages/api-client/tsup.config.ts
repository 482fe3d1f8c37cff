import { publishedPackageBuild } from '@rooms/package-check/tsup-preset';
import { defineConfig } from 'tsup';

// The published build (issue 31): ESM + bundled .d.ts (schema.d.ts inlined) for the one entry;
// openapi.json ships as it is. The monorepo keeps importing src/ (package.json `exports`),
// consumers get dist/ (`publishConfig.exports`). @rooms/domain and openapi-fetch stay imports
// (dependencies are external).
export default defineConfig(publishedPackageBuild({ entry: { index: 'src/index.ts' } }));
