import { env } from '../env';

import type { HeaderFlags } from '@rooms/ui/shell-content';

/**
 * The feature flags the site knows (§6, §2): `show_buy_premium_burger_menu_desktop` shows the
 * subscribe-now entry in the desktop menu to users without premium; `use_idp` sends Login and
 * Register to the identity-provider routes (`/oauth/signin`, `/oauth/signup`) instead of the legacy
 * pages.
 */
export const FEATURE_FLAG_NAMES = ['show_buy_premium_burger_menu_desktop', 'use_idp'] as const;

/** A known feature flag, one of {@link FEATURE_FLAG_NAMES}. */
export type FeatureFlag = (typeof FEATURE_FLAG_NAMES)[number];

/** Every known flag with its state. */
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

/** Result of {@link parseFeatureFlags}. */
export interface ParsedFeatureFlags {
  readonly flags: FeatureFlags;
  /** Names in the list that no flag has (typos, retired flags); ignored. */
  readonly unknown: readonly string[];
}

function isFeatureFlag(name: string): name is FeatureFlag {
  return (FEATURE_FLAG_NAMES as readonly string[]).includes(name);
}

/**
 * Reads a comma-separated list of enabled flags, e.g. the `FEATURE_FLAGS` variable. Names are
 * trimmed and compared case-insensitively; blanks are skipped; unknown names are ignored and
 * returned so the caller can warn about them.
 *
 * @param list the list, e.g. `"use_idp, show_buy_premium_burger_menu_desktop"`; blank: all off
 * @returns every known flag with its state, and the unknown names
 */
export function parseFeatureFlags(list: string): ParsedFeatureFlags {
  const enabled = new Set<FeatureFlag>();
  const unknown: string[] = [];
  for (const raw of list.split(',')) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    if (isFeatureFlag(name)) enabled.add(name);
    else unknown.push(name);
  }
  const flags = Object.fromEntries(
    FEATURE_FLAG_NAMES.map((flag) => [flag, enabled.has(flag)]),
  ) as Record<FeatureFlag, boolean>;
  return { flags, unknown };
}

const parsed = parseFeatureFlags(env.FEATURE_FLAGS);
if (parsed.unknown.length > 0) {
  console.warn(`FEATURE_FLAGS: ignoring unknown flag(s) ${parsed.unknown.join(', ')}`);
}

/** The site's flags, read once from `FEATURE_FLAGS` of `src/env.ts`. Server only. */
export const featureFlags: FeatureFlags = parsed.flags;

/**
 * Whether a flag is on for this deployment.
 *
 * @param flag a known flag
 * @returns its state from `FEATURE_FLAGS`
 */
export function isFeatureEnabled(flag: FeatureFlag): boolean {
  return featureFlags[flag];
}

/**
 * The flags the site header reads, in the shape of `@rooms/ui/shell-content`.
 *
 * @param flags the flags (by default the deployment's)
 * @returns `showBuyPremiumBurgerMenuDesktop` and `useIdp`
 */
export function headerFlags(flags: FeatureFlags = featureFlags): HeaderFlags {
  return {
    showBuyPremiumBurgerMenuDesktop: flags.show_buy_premium_burger_menu_desktop,
    useIdp: flags.use_idp,
  };
}
