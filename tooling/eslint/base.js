import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Files that may read `process.env`: each app's validated configuration module (`env.ts`), and
 * code that is not the product's runtime but a tool reading its own environment: tests and their
 * set-up, configuration files of the build tools, command-line scripts, benchmarks, end-to-end
 * suites. Everything else takes its settings from the app's env module, so a setting is named,
 * defaulted and validated in one place (CONTRIBUTING.md "Configuration").
 */
export const PROCESS_ENV_ALLOWED = [
  '**/env.ts',
  '**/*.test.{ts,tsx,mts}',
  '**/*.config.{ts,mts,js,mjs,cjs}',
  '**/scripts/**',
  '**/bench/**',
  '**/e2e/**',
  '**/testing/**',
];

/**
 * Base flat config for every TypeScript workspace: typescript-eslint (type-aware),
 * import order, no stray process.env reads outside an app's env module.
 */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/.e2e-data/**',
      '**/*.tmp.*',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/*.d.ts',
      '**/.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: process.cwd() },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    ignores: PROCESS_ENV_ALLOWED,
    rules: {
      // Also catches `const { env } = process`.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            "Read settings through the app's env module (src/env.ts), where they are validated once.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
