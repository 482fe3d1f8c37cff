import { averageRentOutDaysResponse } from '../../../../../features/content/common-figures';
import { publicApi } from '../../../../../features/content/public-api';

/**
 * `GET /next/api/common/average-rentout-day?cityName=` (§7): average days until an advert of a
 * city is rented out, for the live figures of the rent-out pages. See
 * {@link averageRentOutDaysResponse}.
 */
export function GET(request: Request): Promise<Response> {
  return averageRentOutDaysResponse(request, publicApi());
}
