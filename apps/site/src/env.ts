import { z } from 'zod';

import type { Locale } from '@rooms/i18n';

/** Whether a text is a dotted IPv4 address. */
function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** Whether a text is an IPv6 address (checked by the URL parser, so it also runs in a browser). */
function isIPv6(text: string): boolean {
  if (!text.includes(':') || !/^[0-9a-fA-F:.]+$/.test(text)) return false;
  try {
    return new URL(`http://[${text}]/`).hostname !== '';
  } catch {
    return false;
  }
}

/** Whether an entry of TRUST_PROXY is an IPv4/IPv6 address or CIDR block. */
function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const bits = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (bits === 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
}

/** An optional, trimmed text; blank counts as unset. */
const optionalText = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * Schema of the site's environment; every required variable has a local default
 * (docs/architecture.md "Configuration").
 */
const envSchema = z.object({
  /** Origin of the HTTP API that `/services/api/*` is rewritten to and server rendering calls. */
  API_ORIGIN: z.url().default('http://localhost:4000'),
  /** Public origin of the site, used for canonical and hreflang URLs. */
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * Stripe's publishable key (`pk_test_…`/`pk_live_…`, issue 27): the payment pages show Stripe's
   * Payment Element with it. Unset: the local stand-in's test payment form (development, CI).
   */
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  /** External help centre in Dutch (§2 "support"); hosts are not given, so no default. */
  HELP_CENTRE_URL_NL: z.url().optional(),
  /** External help centre in English. */
  HELP_CENTRE_URL_EN: z.url().optional(),
  /**
   * Enabled feature flags, comma-separated, e.g. `show_buy_premium_burger_menu_desktop,use_idp`
   * (read by `src/shell/feature-flags.ts`; §6). Empty: every flag off.
   */
  FEATURE_FLAGS: z.string().default(''),
  /** Maintenance message in Dutch (§2 maintenance banner); the banner shows only when set. */
  MAINTENANCE_MESSAGE_NL: optionalText,
  /** Maintenance message in English; English pages show no banner without it. */
  MAINTENANCE_MESSAGE_EN: optionalText,
  /**
   * Tile URL template of the maps' background (Leaflet `{z}/{x}/{y}`, optional `{s}` and `{r}`),
   * read at run time: a tile provider or self-hosted tiles in production. Unset: OpenStreetMap's
   * own servers, a development default only (their tile usage policy; docs/operations.md).
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'an http(s) URL template')
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'must contain {z}, {x} and {y}',
    })
    .optional(),
  /** Attribution of MAP_TILE_URL's tiles, plain text ("© MapTiler © OpenStreetMap contributors"). */
  MAP_TILE_ATTRIBUTION: optionalText,
  /** Highest zoom MAP_TILE_URL serves; unset: 19 (OpenStreetMap's). */
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(24).optional(),
  /**
   * Address of the published Storybook of `@rooms/ui` (apps/design-system), linked from the
   * design-system page (§2). That page is prerendered, so the value is read at `next build`.
   * Default: Storybook's development server (`pnpm --filter @rooms/design-system dev`).
   */
  STORYBOOK_URL: z.url().default('http://localhost:6006'),
  /**
   * The reverse proxies in front of the site whose X-Forwarded-For is believed (issue 23):
   * comma-separated addresses/CIDRs ('172.28.0.0/16'). The site takes the client address of a
   * request from its socket, or, when the socket peer is one of these, from the right-most entry
   * of X-Forwarded-For that is not one of these (`src/server/client-address.ts`), and passes only
   * that address on to the API (`/services/api/*`). Unset: no proxy, the socket address is the
   * client. 'true' and hop counts are refused: they would believe what the browser writes.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => value.split(',').every((entry) => isProxyEntry(entry.trim())), {
      message: "the proxies' addresses/CIDRs, comma-separated ('true' and hop counts are refused)",
    })
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .optional(),
  /**
   * Size of the in-memory page cache of each site process, MiB (issue 24,
   * `src/page-cache/`): public pages rendered once and served with a fresh nonce. 0 turns it off
   * (every page rendered per request).
   */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /**
   * Largest total size of a cached page's own style sheets that the page cache inlines into its
   * `<head>`, KiB of CSS (issue 24, `src/page-cache/inline-styles.ts`); a page with more keeps its
   * `<link>`s. 0 turns inlining off.
   */
  PAGE_CACHE_INLINE_CSS_KB: z.coerce.number().int().min(0).max(1024).default(128),
  /** Output folder of the build being served (next.config.ts `distDir`), relative to the site's folder. */
  NEXT_DIST_DIR: z.string().trim().min(1).default('.next'),
});

/** The schema with the rules that span variables. */
const checkedEnvSchema = envSchema.refine(
  (env) => env.MAP_TILE_URL === undefined || env.MAP_TILE_ATTRIBUTION !== undefined,
  {
    message: "MAP_TILE_ATTRIBUTION is required with MAP_TILE_URL (the tiles' licence asks for it)",
    path: ['MAP_TILE_ATTRIBUTION'],
  },
);

/** The validated environment of the site, plus per-language views of the language pairs. */
export type Env = z.infer<typeof envSchema> & {
  /** External help centre by language (§2 "support"), `undefined` when not configured. */
  readonly helpCentreUrl: Readonly<Record<Locale, string | undefined>>;
  /** Maintenance message by language; `undefined`: no banner on that language's pages. */
  readonly maintenanceMessage: Readonly<Record<Locale, string | undefined>>;
};

/**
 * Validates an environment once. Empty strings count as unset, so defaults apply.
 *
 * @param source the variables to read
 * @returns the parsed environment with defaults filled in
 * @throws Error listing every invalid variable, so a misconfigured app fails at start
 */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = checkedEnvSchema.safeParse(present);
  if (!result.success) {
    throw new Error(`Invalid environment for @rooms/site:\n${z.prettifyError(result.error)}`);
  }
  const data = result.data;
  return {
    ...data,
    helpCentreUrl: { nl: data.HELP_CENTRE_URL_NL, en: data.HELP_CENTRE_URL_EN },
    maintenanceMessage: {
      nl: data.MAINTENANCE_MESSAGE_NL,
      en: data.MAINTENANCE_MESSAGE_EN,
    },
  };
}

/** The site's environment, validated when this module is first imported. The only reader of `process.env`. */
export const env: Env = parseEnv({
  API_ORIGIN: process.env.API_ORIGIN,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
  HELP_CENTRE_URL_NL: process.env.HELP_CENTRE_URL_NL,
  HELP_CENTRE_URL_EN: process.env.HELP_CENTRE_URL_EN,
  FEATURE_FLAGS: process.env.FEATURE_FLAGS,
  MAINTENANCE_MESSAGE_NL: process.env.MAINTENANCE_MESSAGE_NL,
  MAINTENANCE_MESSAGE_EN: process.env.MAINTENANCE_MESSAGE_EN,
  MAP_TILE_URL: process.env.MAP_TILE_URL,
  MAP_TILE_ATTRIBUTION: process.env.MAP_TILE_ATTRIBUTION,
  MAP_TILE_MAX_ZOOM: process.env.MAP_TILE_MAX_ZOOM,
  STORYBOOK_URL: process.env.STORYBOOK_URL,
  TRUST_PROXY: process.env.TRUST_PROXY,
  PAGE_CACHE_MAX_MB: process.env.PAGE_CACHE_MAX_MB,
  PAGE_CACHE_INLINE_CSS_KB: process.env.PAGE_CACHE_INLINE_CSS_KB,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
});
