import { publishedPackageBuild } from '@rooms/package-check/tsup-preset';
import { defineConfig } from 'tsup';

// The published build (issue 31): ESM + bundled .d.ts for the one entry; the monorepo itself
// keeps importing src/ (package.json `exports`), consumers get dist/ (`publishConfig.exports`).
export default defineConfig(publishedPackageBuild({ entry: { index: 'src/index.ts' } }));
