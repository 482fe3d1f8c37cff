import { activeTenantCountResponse } from '../../../../../features/content/common-figures';
import { publicApi } from '../../../../../features/content/public-api';
import { AnswerCache } from '../answer-cache';

/**
 * Answers kept by this process (issue 24): the count is national today whatever the city, and at
 * most one per city once it is not, so 500 covers every city asked for in practice. Kept five
 * minutes, as long as a browser keeps it (`FIGURES_CACHE_CONTROL`: `max-age=300`): a CDN that
 * refreshes its hourly copy gets one at most five minutes old.
 */
const answers = new AnswerCache({ maxEntries: 500, ttlMs: 5 * 60_000 });

/**
 * `GET /next/api/common/active-tenant-count?cityName=` (§7): tenants looking for a home, for
 * the live figures of the rent-out pages. See {@link activeTenantCountResponse}: 200 with
 * `public, max-age=300, s-maxage=3600, stale-while-revalidate=86400` (a slow aggregate, the same
 * for everyone; the API sends no header of its own), 400 `invalid_request` for a bad `cityName`
 * and API failures, all `no-store`. Successful answers are served from {@link answers}.
 */
export function GET(request: Request): Promise<Response> {
  const key = new URL(request.url).searchParams.getAll('cityName').join('\n');
  return answers.answer(key, () => activeTenantCountResponse(request, publicApi()));
}
