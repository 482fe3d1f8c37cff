import type { ApiConfig } from '../../env.js';

/** What the `/customer` routes are registered with. */
export interface CustomerRouteOptions {
  /** The API configuration (cookie Secure flag, SITE_URL). */
  config: ApiConfig;
}
