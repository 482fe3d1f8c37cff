import type { ApiConfig } from '../../env.js';
import type { Mailer } from '../../mail/mailer.js';

/** What the `/customer` routes are registered with. */
export interface CustomerRouteOptions {
  /** The API configuration (cookie Secure flag, SITE_URL). */
  config: ApiConfig;
  /** Where password reset e-mails go. */
  mailer: Mailer;
}
