import { describe, expect, it } from 'vitest';

import * as domain from './index';

describe('public surface', () => {
  it('exports the names other packages rely on', () => {
    const names = [
      'ListingType',
      'SearchListingType',
      'InboxType',
      'ProductId',
      'parseListingSearchUrl',
      'buildListingSearchUrl',
      'parseTenantSearchUrl',
      'buildTenantSearchUrl',
      'toListingSearchRequest',
      'toTenantSearchRequest',
      'applySearchCategoryRules',
      'parseListingDetailSegment',
      'buildListingDetailSegment',
      'parseInboxType',
      'inboxTypeWord',
      'buildSignInUrl',
      'buildSignUpUrl',
      'parseIsUserLandlord',
      'countActiveFilters',
      'LISTING_DRAWER_FILTER_KEYS',
      'fillPlaceholders',
      'analyticsRevenue',
      'RoomsError',
      'errorFromResponse',
      'errorFromNetworkFailure',
      'httpStatusForCode',
      'buildSearchCategoryAndCity',
      'DEFAULT_COUNTRY_WORD',
      'SITE_BREAKPOINTS_PX',
      'CONTAINER_MAX_WIDTH_PX',
      'TOOLTIP_DELAY_MS',
      'InboxSort',
      'MessageKind',
      'matchScore',
      'reactionMessageProblem',
      'messageTextProblem',
      'MESSAGE_MAX_LENGTH',
      'NEW_MESSAGE_EMAIL_INTERVAL_MINUTES',
      'MY_LISTINGS_FILTER_STATUSES',
      'MY_LISTING_ACTION_STATUSES',
      'MOVE_UP_INTERVAL_HOURS',
    ];
    for (const name of names) expect(domain).toHaveProperty(name);
  });

  it('works end to end: URL -> filters -> request', () => {
    const filters = domain.parseListingSearchUrl({
      params: { searchCategoryAndCity: 'studentenwoning-groningen' },
      query: { pageNo: '2' },
      locale: 'nl',
    });
    const request = domain.toListingSearchRequest(filters);
    expect(request).toMatchObject({
      listingTypeIds: [16],
      maxRentalPriceId: 500,
      pageNo: 2,
      radiusId: 10,
    });
  });
});
