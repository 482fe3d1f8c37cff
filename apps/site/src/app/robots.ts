import { env } from '../env';
import { robotsRules } from '../features/content/sitemap/robots-rules';

import type { MetadataRoute } from 'next';

/**
 * robots.txt: public pages may be crawled; private pages (account, messages, wizard …), the
 * API pass-through and the same-origin routes may not; points to sitemap.xml.
 */
export default function robots(): MetadataRoute.Robots {
  return robotsRules(env.NEXT_PUBLIC_SITE_URL);
}
