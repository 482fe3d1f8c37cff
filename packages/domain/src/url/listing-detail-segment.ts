/**
 * The `listingTypeAndID` segment of listing detail URLs, §2 and §5: a type word, a dash and the
 * numeric listing id, for example `room-123`. The words are the same in both languages (§2).
 */

import { ListingType } from '../enums/listing';

/** Type word of each listing type, §2. `studenthouse` is only written, never read (§2). */
export const LISTING_TYPE_WORDS: Readonly<Record<ListingType, string>> = {
  [ListingType.Room]: 'room',
  [ListingType.Apartment]: 'apartment',
  [ListingType.Studio]: 'studio',
  [ListingType.Antikraak]: 'anti-squat',
  [ListingType.StudentResidence]: 'studenthouse',
};

/** Type words read from a detail segment: all but `studenthouse`. */
const READABLE_TYPE_BY_WORD = new Map(
  [ListingType.Room, ListingType.Apartment, ListingType.Studio, ListingType.Antikraak].map(
    (type) => [LISTING_TYPE_WORDS[type], type],
  ),
);

/** The parts of a detail segment. */
export interface ListingDetailSegment {
  /** The listing type; Room when the word is missing or unknown (§5). */
  readonly listingType: ListingType;
  /** The listing id: the first run of digits in the segment, or null when there is none. */
  readonly listingId: number | null;
}

/**
 * Reads a detail segment leniently (§5). The type word is the text before the first digit,
 * without its final dash; an unknown word (including `studenthouse`) gives Room. The id is the
 * first digits found anywhere in the segment. Letter case is ignored. Never throws.
 *
 * @param segment the path segment, for example 'apartment-4521'
 * @returns type and id (null when there are no digits or they exceed a safe integer)
 */
export function parseListingDetailSegment(segment: string | undefined): ListingDetailSegment {
  const text = (segment ?? '').trim().toLowerCase();
  const digits = /\d+/.exec(text);
  const prefix = digits ? text.slice(0, digits.index) : text;
  const typeWord = prefix.endsWith('-') ? prefix.slice(0, -1) : prefix;
  const id = digits ? Number(digits[0]) : Number.NaN;
  return {
    listingType: READABLE_TYPE_BY_WORD.get(typeWord) ?? ListingType.Room,
    listingId: Number.isSafeInteger(id) ? id : null,
  };
}

/**
 * Builds a detail segment (§2): the type word, a dash and the id.
 *
 * @param listingType the listing type (StudentResidence gives `studenthouse`)
 * @param listingId the listing id, a positive integer
 * @returns the segment, for example 'room-123'
 * @throws RangeError when `listingId` is not a positive safe integer
 */
export function buildListingDetailSegment(listingType: ListingType, listingId: number): string {
  if (!Number.isSafeInteger(listingId) || listingId < 1) {
    throw new RangeError(`listing id must be a positive integer, got ${listingId}`);
  }
  return `${LISTING_TYPE_WORDS[listingType]}-${listingId}`;
}
