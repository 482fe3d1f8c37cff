import type { paths } from '@rooms/api-client';

/** `GET /listing/mylistings` answer (§7): a page of the landlord's adverts of one filter. */
export type MyListingsPage =
  paths['/listing/mylistings']['get']['responses'][200]['content']['application/json'];

/** One advert of "My adverts". */
export type MyListing = MyListingsPage['items'][number];

/** `GET /listing/mylistings-count` answer (§7): adverts per My-listings filter. */
export type MyListingsCounts =
  paths['/listing/mylistings-count']['get']['responses'][200]['content']['application/json'];
