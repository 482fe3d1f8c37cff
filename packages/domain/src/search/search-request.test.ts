import { describe, expect, it } from 'vitest';

import { Furnishing, GenderPreference, OwnerType, TenantOccupation } from '../enums/listing';
import { ListingSort, SearchListingType, TenantSort, ViewMode } from '../enums/search';
import { AvailabilityPeriod, Gender, RoommateMax, WorkStatus } from '../enums/search-words';
import { DEFAULT_LISTING_SEARCH_FILTERS } from '../url/listing-search-url';
import { DEFAULT_TENANT_SEARCH_FILTERS } from '../url/tenant-search-url';

import { toListingSearchRequest, toTenantSearchRequest } from './search-request';

describe('toListingSearchRequest (§3)', () => {
  it('converts the defaults', () => {
    expect(toListingSearchRequest(DEFAULT_LISTING_SEARCH_FILTERS)).toEqual({
      location: { name: '', cityName: '', citySlug: '' },
      streetSlug: '',
      citySlug: '',
      streetName: '',
      radiusId: 10,
      listingTypeIds: [SearchListingType.Generic],
      maxRentalPriceId: null,
      surfaceMinimumId: 6,
      listingSortOptionId: ListingSort.NewestFirst,
      pageNo: 1,
      suitableForGenderIds: [],
      furnishings: [],
      availabilityPeriods: [],
      availableFromDate: null,
      isBathroomPrivate: false,
      isToiletPrivate: false,
      isKitchenPrivate: false,
      hasInternet: false,
      suitableForNumberOfPersonsId: null,
      candidateAge: null,
      suitableForStatusIds: [],
      isSmokingInsideAllowed: false,
      isPetsInsideAllowed: false,
      roommateMaxNumberId: null,
      roommateGenderIds: [],
      ownerTypeIds: [],
      variant: null,
      searchview: ViewMode.List,
      topAdsOnly: false,
      topAdOffset: 0,
      rowsPerPage: 20,
      lat_lo: 50.13,
      lng_lo: -3.27,
      lat_hi: 54.22,
      lng_hi: 12.55,
    });
  });

  it('maps words to ids, applies the category rules and passes the options', () => {
    const request = toListingSearchRequest(
      {
        ...DEFAULT_LISTING_SEARCH_FILTERS,
        searchCategories: [SearchListingType.StudentHousing, SearchListingType.Room],
        citySlug: 'groningen',
        cityName: 'Groningen',
        streetSlug: 'herestraat',
        streetName: 'Herestraat',
        suitableForGenders: [Gender.Female],
        roommateGenders: [Gender.Male, Gender.Mixed],
        roommateNumberMax: RoommateMax.Eight,
        availabilityPeriods: [AvailabilityPeriod.Indefinite],
        availableFrom: '2025-09-01',
        suitableForAge: 21,
        ownerTypes: [OwnerType.PrivateOwner],
        searchView: ViewMode.Map,
      },
      { variant: 'b', topAdsOnly: true, topAdOffset: 3 },
    );
    expect(request).toMatchObject({
      location: { name: 'Herestraat', cityName: 'Groningen', citySlug: 'groningen' },
      listingTypeIds: [SearchListingType.StudentHousing, SearchListingType.Room],
      maxRentalPriceId: 500,
      suitableForGenderIds: [GenderPreference.Female],
      roommateGenderIds: [GenderPreference.Male, GenderPreference.Mixed],
      roommateMaxNumberId: 3,
      availabilityPeriods: [2],
      availableFromDate: '2025-09-01',
      candidateAge: 21,
      suitableForStatusIds: [TenantOccupation.Student, TenantOccupation.WorkingStudent],
      ownerTypeIds: [OwnerType.PrivateOwner],
      searchview: ViewMode.Map,
      variant: 'b',
      topAdsOnly: true,
      topAdOffset: 3,
    });
  });

  it('adds the furnishing of furnished apartments', () => {
    const request = toListingSearchRequest({
      ...DEFAULT_LISTING_SEARCH_FILTERS,
      searchCategories: [SearchListingType.FurnishedApartment],
    });
    expect(request.furnishings).toEqual([Furnishing.Furnished]);
  });
});

describe('toTenantSearchRequest (§3)', () => {
  it('converts the defaults with no listing types and the radius fixed at 5 km', () => {
    expect(toTenantSearchRequest(DEFAULT_TENANT_SEARCH_FILTERS)).toEqual({
      location: { name: '', cityName: '', citySlug: '' },
      listingTypeIDs: [],
      maxRentalPriceID: null,
      surfaceMinimumID: 6,
      pageNo: 1,
      suitableForGenderIDs: [],
      furnishings: [],
      availabilityPeriods: [],
      suitableForNumberOfPersonsID: null,
      suitableForMinAge: 16,
      suitableForMaxAge: 99,
      suitableForStatusIDs: [],
      isSmokingInsideAllowed: false,
      isPetsInsideAllowed: false,
      roommateMaxNumberID: null,
      roommateGenderIDs: [],
      rowsPerPage: 20,
      tenantsWithImageOnly: true,
      radiusID: 5,
      listingSortOptionID: TenantSort.Recommended,
      availableFromDate: null,
      onlyFavorite: false,
    });
  });

  it('merges status ids with work statuses and marks the favourites view', () => {
    const request = toTenantSearchRequest({
      ...DEFAULT_TENANT_SEARCH_FILTERS,
      city: 'delft',
      searchView: ViewMode.Favorite,
      suitableForStatusIds: [TenantOccupation.Working, TenantOccupation.Student],
      suitableForWorkStatuses: [WorkStatus.Student, WorkStatus.WorkingStudent],
      roommateNumberMax: RoommateMax.None,
      maxRent: 700,
      furnishings: [Furnishing.Uncarpeted],
    });
    expect(request).toMatchObject({
      location: { citySlug: 'delft' },
      suitableForStatusIDs: [
        TenantOccupation.Student,
        TenantOccupation.WorkingStudent,
        TenantOccupation.Working,
      ],
      onlyFavorite: true,
      roommateMaxNumberID: 1,
      maxRentalPriceID: 700,
      furnishings: [Furnishing.Uncarpeted],
      radiusID: 5,
    });
  });
});
