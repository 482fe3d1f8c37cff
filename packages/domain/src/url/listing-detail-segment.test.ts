import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { enumValues } from '../enums/enum-values';
import { ListingType } from '../enums/listing';

import { buildListingDetailSegment, parseListingDetailSegment } from './listing-detail-segment';

describe('parseListingDetailSegment (§2, §5)', () => {
  it('reads the type word and the id', () => {
    expect(parseListingDetailSegment('room-123')).toEqual({
      listingType: ListingType.Room,
      listingId: 123,
    });
    expect(parseListingDetailSegment('apartment-4521')).toEqual({
      listingType: ListingType.Apartment,
      listingId: 4521,
    });
    expect(parseListingDetailSegment('Studio-7')).toEqual({
      listingType: ListingType.Studio,
      listingId: 7,
    });
    expect(parseListingDetailSegment('anti-squat-99')).toEqual({
      listingType: ListingType.Antikraak,
      listingId: 99,
    });
    expect(parseListingDetailSegment('apartment12')).toEqual({
      listingType: ListingType.Apartment,
      listingId: 12,
    });
  });

  it('falls back to room for an unknown type, studenthouse included', () => {
    expect(parseListingDetailSegment('castle-5').listingType).toBe(ListingType.Room);
    expect(parseListingDetailSegment('studenthouse-5')).toEqual({
      listingType: ListingType.Room,
      listingId: 5,
    });
    expect(parseListingDetailSegment('apartment').listingType).toBe(ListingType.Apartment);
  });

  it('takes the first digits found as id', () => {
    expect(parseListingDetailSegment('room-abc12-34').listingId).toBe(12);
    expect(parseListingDetailSegment('room-').listingId).toBeNull();
    expect(parseListingDetailSegment(undefined)).toEqual({
      listingType: ListingType.Room,
      listingId: null,
    });
    expect(parseListingDetailSegment('room-99999999999999999999').listingId).toBeNull();
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseListingDetailSegment(text)));
  });
});

describe('buildListingDetailSegment', () => {
  it('joins word and id; student residences use studenthouse', () => {
    expect(buildListingDetailSegment(ListingType.Room, 123)).toBe('room-123');
    expect(buildListingDetailSegment(ListingType.Antikraak, 5)).toBe('anti-squat-5');
    expect(buildListingDetailSegment(ListingType.StudentResidence, 8)).toBe('studenthouse-8');
  });

  it('refuses ids that are not positive integers', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) {
      expect(() => buildListingDetailSegment(ListingType.Room, id)).toThrow(RangeError);
    }
  });

  it('round-trips every type except student residences, which read back as rooms', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...enumValues(ListingType)),
        fc.integer({ min: 1, max: 2 ** 40 }),
        (type, id) => {
          const expectedType = type === ListingType.StudentResidence ? ListingType.Room : type;
          expect(parseListingDetailSegment(buildListingDetailSegment(type, id))).toEqual({
            listingType: expectedType,
            listingId: id,
          });
        },
      ),
    );
  });
});
