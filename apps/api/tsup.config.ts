import { defineConfig } from 'tsup';

// Bundle our workspace packages (consumed from TypeScript source); keep npm dependencies external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@rooms\//],
});
