import type { paths } from '@rooms/api-client';

/** A listing as `GET /listing/details` returns it (§3 listing fields, §7 listings). */
export type ListingDetails =
  paths['/listing/details']['get']['responses'][200]['content']['application/json'];
