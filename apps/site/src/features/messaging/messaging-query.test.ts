import { InboxType, ListingArrivalSource } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import {
  arrivalSourceOf,
  idOfSegment,
  inboxAfterReportPath,
  inboxSearchParams,
  isAfterReport,
  parseInboxQuery,
} from './messaging-query';

describe('parseInboxQuery', () => {
  it('gives the §2 defaults for a bare inbox', () => {
    expect(parseInboxQuery('default', {})).toEqual({
      inboxType: InboxType.Default,
      pageNo: 1,
      rowsPerPage: 20,
      sortBy: 'recommended',
      listingID: undefined,
    });
  });

  it('reads every parameter leniently and clamps them', () => {
    expect(
      parseInboxQuery('ActiveAdverts', {
        pageNo: '3x',
        rowsPerPage: '500',
        sortBy: 'Newest',
        listingID: ['42', '7'],
      }),
    ).toEqual({
      inboxType: InboxType.ActiveListings,
      pageNo: 3,
      rowsPerPage: 100,
      sortBy: 'newest',
      listingID: 42,
    });
    expect(parseInboxQuery('nonsense', { pageNo: '-2', sortBy: 'x', listingID: '0' })).toEqual({
      inboxType: InboxType.Default,
      pageNo: 1,
      rowsPerPage: 20,
      sortBy: 'recommended',
      listingID: undefined,
    });
  });
});

describe('inboxSearchParams', () => {
  it('keeps only the values that differ from the defaults', () => {
    expect(
      inboxSearchParams({
        pageNo: 1,
        rowsPerPage: 20,
        sortBy: 'recommended',
        listingID: undefined,
      }),
    ).toEqual({});
    expect(
      inboxSearchParams({ pageNo: 2, rowsPerPage: 10, sortBy: 'oldest', listingID: 5 }),
    ).toEqual({ pageNo: 2, rowsPerPage: 10, sortBy: 'oldest', listingID: 5 });
  });
});

describe('idOfSegment and arrivalSourceOf', () => {
  it('accepts positive ids the API accepts only', () => {
    expect(idOfSegment('12')).toBe(12);
    expect(idOfSegment('0')).toBeNull();
    expect(idOfSegment('abc')).toBeNull();
    expect(idOfSegment('99999999999')).toBeNull();
  });

  it('reads the §3 arrival source, else leaves it to the API', () => {
    expect(arrivalSourceOf({ arrivalSource: '3' })).toBe(ListingArrivalSource.FromAlertEmail);
    expect(arrivalSourceOf({ arrivalSource: '9' })).toBeUndefined();
    expect(arrivalSourceOf({})).toBeUndefined();
  });

  it('counts a page opened from an alert e-mail (psaIdentifier) as FromAlertEmail', () => {
    expect(arrivalSourceOf({ psaIdentifier: 'k3Jx9' })).toBe(ListingArrivalSource.FromAlertEmail);
    expect(arrivalSourceOf({ psaIdentifier: ['k3Jx9', 'other'] })).toBe(
      ListingArrivalSource.FromAlertEmail,
    );
    expect(arrivalSourceOf({ psaIdentifier: ' ' })).toBeUndefined();
    // An explicit source of the link wins.
    expect(arrivalSourceOf({ arrivalSource: '1', psaIdentifier: 'k3Jx9' })).toBe(
      ListingArrivalSource.FromSearchResult,
    );
  });
});

describe('inboxAfterReportPath / isAfterReport', () => {
  it('lands on the default inbox with the thanks flag, in each language', () => {
    expect(inboxAfterReportPath('nl')).toBe('/mijn-berichten/default?reported=1');
    expect(inboxAfterReportPath('en')).toBe('/en/my-messages/default?reported=1');
  });

  it('reads the flag back, and nothing else as it', () => {
    const query = Object.fromEntries(new URL(inboxAfterReportPath('en'), 'http://x').searchParams);
    expect(isAfterReport(query)).toBe(true);
    expect(isAfterReport({})).toBe(false);
    expect(isAfterReport({ reported: '0' })).toBe(false);
  });
});
