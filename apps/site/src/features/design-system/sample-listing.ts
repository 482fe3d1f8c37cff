import { Furnishing, ListingType } from '@rooms/domain';

import type { ListingCardData } from '@rooms/ui/listing-card';

/**
 * The advert the design-system page shows its listing card with: a made-up room on a real
 * Groningen street, in the shape of a search result (§3 card fields), without a photo, so the
 * card shows the site's fallback image as for an advert without photos. Its date lies in the
 * past, so the card says "available now" whenever the page is built.
 */
export const SAMPLE_LISTING: ListingCardData = {
  id: 1,
  listingType: ListingType.Room,
  cityName: 'Groningen',
  citySlug: 'groningen',
  streetName: 'Multatulistraat',
  streetSlug: 'multatulistraat',
  rentCents: 47_500,
  serviceCostsCents: 3_300,
  surfaceM2: 18,
  furnishing: Furnishing.Furnished,
  availableFrom: '2026-01-01',
  availableTo: null,
  coverImageKey: null,
  isTopAdvert: true,
};
