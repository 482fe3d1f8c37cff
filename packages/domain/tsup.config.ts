import { defineConfig } from 'tsup';

// The published build (issue 31): ESM + bundled .d.ts for the one entry; the monorepo itself
// keeps importing src/ (package.json `exports`), consumers get dist/ (`publishConfig.exports`).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'neutral',
  target: 'es2022',
  // TypeScript 6 refuses the baseUrl tsup sets for the declaration build unless told.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
});
