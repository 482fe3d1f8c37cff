import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { defineConfig } from 'tsup';

import { iconSpriteSvg } from './src/icon-sprite-file';

import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The published build of `@rooms/ui` (`pnpm --filter @rooms/ui build`, into `dist/`): ESM with
 * `.d.ts`, one output module per source module, so the package keeps the module graph of its
 * source. That matters for two reasons:
 * - `'use client'` marks a module boundary for React Server Components. Bundling a client component
 *   into a server component's file (or into a shared chunk) would lose that boundary, so every
 *   relative import of a `.ts`/`.tsx` module stays an import (of the built `.js`), and each entry
 *   keeps its own directive.
 * - A CSS module imported by several components (`icon-button.module.css` by six) is built once:
 *   `x.module.css` becomes `x.styles.js` (the class names, scoped by esbuild's `local-css` loader)
 *   which imports `x.styles.css` (the scoped rules). The consumer's bundler (Next.js, Vite) then
 *   loads each sheet once, in import order, and only on the pages whose components use it — as the
 *   monorepo's own apps get it from the source.
 * The `.styles.css` files must not be named `*.module.css`: a consumer's bundler would scope them
 * a second time and the class names in the JavaScript would no longer match.
 */

const SRC = 'src';

/** Source modules built as entries: every exported module and every module they import. */
const MODULE_ENTRIES = [
  'src/theme.ts',
  'src/theme-tokens.ts',
  'src/visually-hidden.ts',
  'src/shell-content/*.ts',
  'src/components/*.ts',
  'src/components/*.tsx',
  '!src/**/*.test.ts',
  '!src/**/*.test.tsx',
];

const RELATIVE = /^\.\.?\//;
const CSS_MODULE = /\.module\.css$/;
const STYLES_SHEET = /\.styles\.css$/;
const CSS_MODULE_ENTRY = 'rooms-css-module-entry';
const CSS_MODULE_SOURCE = 'rooms-css-module';
const NOT_CSS = '?rooms';

/**
 * Keeps relative imports of the component build as imports of the sibling built file:
 * `./button-link` → `./button-link.js`, `./x.module.css` → `./x.styles.js` (see the styles build).
 */
const keepModuleGraph: Plugin = {
  name: 'rooms-keep-module-graph',
  setup(build) {
    build.onResolve({ filter: RELATIVE }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const target = CSS_MODULE.test(args.path)
        ? args.path.replace(CSS_MODULE, '.styles.js')
        : `${args.path}.js`;
      return { path: target, external: true };
    });
  },
};

/**
 * Turns each `x.module.css` entry into a JavaScript module that default-exports its class names
 * and imports its own built sheet (`./x.styles.css`, left as an import for the consumer's bundler).
 */
const cssModuleEntries: Plugin = {
  name: 'rooms-css-module-entries',
  setup(build) {
    build.onResolve({ filter: CSS_MODULE }, (args) =>
      args.kind === 'entry-point'
        ? {
            path: `${fromPackage(args.resolveDir, args.path)}${NOT_CSS}`,
            namespace: CSS_MODULE_ENTRY,
          }
        : undefined,
    );
    build.onResolve({ filter: STYLES_SHEET }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: CSS_MODULE_ENTRY }, (args) => {
      const source = args.path.slice(0, -NOT_CSS.length);
      const sheet = `./${path.basename(source).replace(CSS_MODULE, '.styles.css')}`;
      return {
        contents: [
          `import ${JSON.stringify(sheet)};`,
          `import classes from ${JSON.stringify(`${CSS_MODULE_SOURCE}:${source}`)};`,
          'export default classes;',
        ].join('\n'),
        loader: 'js',
        resolveDir: path.dirname(path.resolve(source)),
      };
    });
    // Own namespaces and a path that does not end in `.css`: tsup's PostCSS plugin loads every
    // path ending in `.css` (in any namespace) with the plain `css` loader, unscoped.
    build.onResolve({ filter: new RegExp(`^${CSS_MODULE_SOURCE}:`) }, (args) => ({
      path: `${args.path.slice(CSS_MODULE_SOURCE.length + 1)}${NOT_CSS}`,
      namespace: CSS_MODULE_SOURCE,
    }));
    build.onLoad({ filter: /.*/, namespace: CSS_MODULE_SOURCE }, async (args) => {
      const source = args.path.slice(0, -NOT_CSS.length);
      return {
        contents: await readFile(path.resolve(source), 'utf8'),
        loader: 'local-css',
        resolveDir: path.dirname(path.resolve(source)),
      };
    });
  },
};

/**
 * Path of a file relative to the package (tsup runs in it), with `/`: what the virtual modules use,
 * so the built files' comments name `src/components/x.module.css`, not a path of the build machine.
 */
function fromPackage(dir: string, file: string): string {
  return path.relative(process.cwd(), path.resolve(dir, file)).split(path.sep).join('/');
}

/** `src/components/x.module.css` → entry name `components/x.styles`. */
function cssModuleEntryNames(files: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    files.map((file) => [
      path.relative(SRC, file).replace(CSS_MODULE, '.styles').split(path.sep).join('/'),
      file,
    ]),
  );
}

const shared: Options = {
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  outDir: 'dist',
  // `pnpm build` empties dist/ first; the two builds below run side by side.
  clean: false,
  splitting: false,
  treeshake: false,
  sourcemap: false,
  outExtension: () => ({ js: '.js' }),
  // ~270 output files: their sizes would bury the log; check-dist prints one line per problem.
  silent: true,
};

export default defineConfig(() => {
  const cssModules = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => CSS_MODULE.test(file))
    .map((file) => path.join(SRC, file));
  return [
    {
      ...shared,
      entry: MODULE_ENTRIES,
      // tsup's declaration build sets `baseUrl`, which TypeScript 6 reports as deprecated.
      dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
      esbuildPlugins: [keepModuleGraph],
    },
    {
      ...shared,
      entry: { ...cssModuleEntryNames(cssModules.sort()), base: 'src/base.css' },
      dts: false,
      esbuildPlugins: [cssModuleEntries],
      // The icon sprite `SvgIcon` draws symbols from (`ICON_SPRITE_HREF`), for the consumer to serve.
      onSuccess: async () => {
        mkdirSync('dist', { recursive: true });
        writeFileSync('dist/rooms-icons.svg', iconSpriteSvg());
      },
    },
  ];
});
