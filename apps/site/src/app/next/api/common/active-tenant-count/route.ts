import { activeTenantCountResponse } from '../../../../../features/content/common-figures';
import { publicApi } from '../../../../../features/content/public-api';

/**
 * `GET /next/api/common/active-tenant-count?cityName=` (§7): tenants looking for a home, for
 * the live figures of the rent-out pages. See {@link activeTenantCountResponse}.
 */
export function GET(request: Request): Promise<Response> {
  return activeTenantCountResponse(request, publicApi());
}
