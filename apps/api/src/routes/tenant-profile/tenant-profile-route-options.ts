import type { ApiConfig } from '../../env.js';

/** What the tenant profile routes are registered with. */
export interface TenantProfileRouteOptions {
  /** The API configuration (SITE_URL for e-mail links, MESSAGE_RATE_LIMIT_FACTOR). */
  config: ApiConfig;
  /** Extra forbidden words of introductions (the `FORBIDDEN_WORDS` setting). */
  extraForbiddenWords?: readonly string[];
}
