import type { DEFAULT_NAMESPACE, EN_RESOURCES } from './resources';

/**
 * Type-safe translation keys: i18next's `CustomTypeOptions` typed from the English resources,
 * default namespace `common`. Consumers get it by importing `@rooms/i18n` (or its client entry):
 * `t('nav.login')` type-checks and `t('nav.nope')` does not.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: typeof EN_RESOURCES;
    returnNull: false;
  }
}

/**
 * The type of the bundled English resources (namespace -> nested keys), the source of the typed
 * keys. Exported so the augmentation above reaches every program that imports the package.
 */
export type TranslationResources = typeof EN_RESOURCES;
