import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { API_BASE_PATH, buildImagePath } from '@rooms/domain';
import { ListingPhoto } from '@rooms/ui/listing-photo';
import { formatEuroCents } from '@rooms/ui/search-format';
import { listingDetailPath } from '@rooms/ui/search-path';

import type { ConversationListing } from './conversation-types';
import type { Locale } from '@rooms/i18n';

/** Props of {@link ListingSummary}. */
export interface ListingSummaryProps {
  listing: ConversationListing;
  locale: Locale;
  /** "€ 650 per month" with `{{price}}`. */
  perMonth: (price: string) => string;
  /** Shown when the advert is offline. */
  inactiveText?: string;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

/** Path of a conversation listing's detail page (§2). */
export function conversationListingPath(listing: ConversationListing, locale: Locale): string {
  return listingDetailPath(
    {
      id: listing.listingID,
      listingType: listing.listingType,
      citySlug: listing.citySlug,
      streetSlug: listing.streetSlug,
    },
    locale,
  );
}

/**
 * A small card of the advert a reaction or conversation is about: cover photo (or the fallback
 * image), title linking to the detail page, street and city, and the monthly rent.
 */
export function ListingSummary({
  listing,
  locale,
  perMonth,
  inactiveText,
  headingLevel = 2,
}: ListingSummaryProps) {
  const photo =
    listing.coverPhotoKey === null
      ? null
      : `${API_BASE_PATH}${buildImagePath(listing.coverPhotoKey, { width: 240, height: 170 })}`;
  return (
    <Box
      data-testid="listing-summary"
      sx={{
        display: 'grid',
        gridTemplateColumns: '120px 1fr',
        gap: 2,
        alignItems: 'center',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <ListingPhoto
        src={photo}
        alt=""
        width={120}
        height={85}
        style={{ borderRadius: 'var(--mui-shape-borderRadius)' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component={`h${headingLevel}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Link href={conversationListingPath(listing, locale)}>{listing.title}</Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {listing.streetName}, {listing.cityName}
        </Typography>
        <Typography variant="body2">
          {perMonth(formatEuroCents(listing.rentCents, locale))}
        </Typography>
        {!listing.isActive && inactiveText !== undefined ? (
          <Typography variant="body2" color="warning.main">
            {inactiveText}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
