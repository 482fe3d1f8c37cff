/**
 * The tsup options every published package of Rooms builds with (issue 31): ESM only, for
 * Node 20.19+ and bundlers (`es2022`, platform neutral), declarations, source maps, a clean
 * `dist/`. Dependencies and peer dependencies stay imports (tsup's default), so a consumer
 * installs one copy of each. A package adds its entries and anything of its own.
 * Plain JavaScript: tsup loads a config's package imports with Node, which runs no TypeScript.
 *
 * @param {import('tsup').Options} options the package's own options (at least `entry`), laid
 *   over the common ones
 * @returns {import('tsup').Options} the options for `defineConfig`
 */
export function publishedPackageBuild(options) {
  return {
    format: ['esm'],
    platform: 'neutral',
    target: 'es2022',
    // TypeScript 6 refuses the baseUrl tsup sets for the declaration build unless told.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    ...options,
  };
}
