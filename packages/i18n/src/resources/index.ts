import { common as enCommon } from './en/common';
import { errors as enErrors } from './en/errors';
import { common as nlCommon } from './nl/common';
import { errors as nlErrors } from './nl/errors';

import type { Locale } from '../locales';
import type { Messages } from './messages';

/** The translation namespaces, each a file under `resources/{nl,en}/`. */
export const NAMESPACES = ['common', 'errors'] as const;

/** A translation namespace: `'common'` (shell, pages) or `'errors'` (§8 error texts). */
export type Namespace = (typeof NAMESPACES)[number];

/** The namespace `t` uses when none is given. */
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The English resources; their type is the type of every translation key. */
export const EN_RESOURCES = { common: enCommon, errors: enErrors } as const;

/** The resources of one language: every namespace, with the keys of the English ones. */
export type LocaleResources = { readonly [N in Namespace]: Messages<(typeof EN_RESOURCES)[N]> };

/**
 * All bundled translations by language and namespace (`RESOURCES.nl.errors.http_404`).
 * Bundled in the code: no network, usable on the server and in the browser.
 */
export const RESOURCES: Readonly<Record<Locale, LocaleResources>> = {
  nl: { common: nlCommon, errors: nlErrors },
  en: EN_RESOURCES,
};
