import type { ApiConfig } from '../../env.js';

/** What the `/conversation` routes are registered with. */
export interface ConversationRouteOptions {
  /** The API configuration (SITE_URL for e-mail links, MESSAGE_RATE_LIMIT_FACTOR). */
  config: ApiConfig;
}
