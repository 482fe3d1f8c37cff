import { ErrorCode, MyListingsFilter, RoomsError } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { advertProblemKeyOf } from './my-adverts-errors';
import {
  listingStatusName,
  myAdvertsPath,
  normalizeSearchTerm,
  parseMyAdvertsQuery,
} from './my-adverts-query';

describe('parseMyAdvertsQuery', () => {
  it('defaults to active, page 1 and no search term', () => {
    expect(parseMyAdvertsQuery({})).toEqual({
      filter: MyListingsFilter.Active,
      pageNo: 1,
      searchTerm: '',
    });
  });

  it('reads the filter words in any case, their numbers, and nothing else', () => {
    expect(parseMyAdvertsQuery({ listingStatus: 'inactive' }).filter).toBe(
      MyListingsFilter.Inactive,
    );
    expect(parseMyAdvertsQuery({ listingStatus: ' DRAFT ' }).filter).toBe(MyListingsFilter.Draft);
    expect(parseMyAdvertsQuery({ listingStatus: '1' }).filter).toBe(MyListingsFilter.Inactive);
    expect(parseMyAdvertsQuery({ listingStatus: ['draft', 'active'] }).filter).toBe(
      MyListingsFilter.Draft,
    );
    for (const value of ['deleted', '6', '-1', '', 'actief']) {
      expect(parseMyAdvertsQuery({ listingStatus: value }).filter, value).toBe(
        MyListingsFilter.Active,
      );
    }
  });

  it('reads pageNo leniently within 1 to 10,000', () => {
    expect(parseMyAdvertsQuery({ pageNo: '3' }).pageNo).toBe(3);
    expect(parseMyAdvertsQuery({ pageNo: '4abc' }).pageNo).toBe(4);
    expect(parseMyAdvertsQuery({ pageNo: '0' }).pageNo).toBe(1);
    expect(parseMyAdvertsQuery({ pageNo: '-5' }).pageNo).toBe(1);
    expect(parseMyAdvertsQuery({ pageNo: 'x' }).pageNo).toBe(1);
    expect(parseMyAdvertsQuery({ pageNo: '99999999' }).pageNo).toBe(10_000);
  });

  it('trims the search term, collapses white space and keeps at most 100 characters', () => {
    expect(parseMyAdvertsQuery({ searchTerm: '  Groningen   Noord \n' }).searchTerm).toBe(
      'Groningen Noord',
    );
    expect(normalizeSearchTerm('a'.repeat(150))).toHaveLength(100);
    expect(normalizeSearchTerm(undefined)).toBe('');
    expect(normalizeSearchTerm('   ')).toBe('');
  });
});

describe('myAdvertsPath', () => {
  it('writes only what differs from the defaults, in both languages', () => {
    const plain = { filter: MyListingsFilter.Active, pageNo: 1, searchTerm: '' };
    expect(myAdvertsPath('nl', plain)).toBe('/mijn-advertenties');
    expect(myAdvertsPath('en', plain)).toBe('/en/my-adverts');
    const path = myAdvertsPath('en', {
      filter: MyListingsFilter.Draft,
      pageNo: 2,
      searchTerm: 'Van Goghstraat',
    });
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/en/my-adverts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      listingStatus: 'draft',
      searchTerm: 'Van Goghstraat',
      pageNo: '2',
    });
  });

  it('round-trips through parseMyAdvertsQuery', () => {
    const state = { filter: MyListingsFilter.Inactive, pageNo: 7, searchTerm: 'Zwolle' };
    const url = new URL(myAdvertsPath('nl', state), 'http://x');
    expect(parseMyAdvertsQuery(Object.fromEntries(url.searchParams))).toEqual(state);
  });
});

describe('listingStatusName', () => {
  it('names the §3 statuses and nothing else', () => {
    expect(listingStatusName(-1)).toBe('Concept');
    expect(listingStatusName(4)).toBe('Active');
    expect(listingStatusName(11)).toBe('Pending');
    expect(listingStatusName(12)).toBeNull();
  });
});

describe('advertProblemKeyOf', () => {
  it('gives the catalogue key of the API error, unknown otherwise', () => {
    expect(advertProblemKeyOf(new RoomsError({ code: ErrorCode.MoveUpTooSoon, status: 429 }))).toBe(
      'errors:move_up_too_soon',
    );
    expect(advertProblemKeyOf(new RoomsError({ code: 1015, status: 404 }))).toBe('errors:1015');
    expect(advertProblemKeyOf(new TypeError('Failed to fetch'))).toBe('errors:unknown');
  });
});
