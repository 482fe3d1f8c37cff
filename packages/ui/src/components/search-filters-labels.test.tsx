import { SearchListingType } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import {
  dateTextFormat,
  filterCountText,
  formatDateText,
  MAX_FILTER_COUNT,
  parseDateText,
  SEARCH_CATEGORY_KEY,
  SEARCH_CATEGORY_ORDER,
  searchFiltersLabels,
  searchFiltersPanelTexts,
} from './search-filters-labels';

describe('searchFiltersLabels', () => {
  it('translates options and formats money and sizes', async () => {
    const labels = searchFiltersLabels(await getT('en', 'search'), 'en');
    expect(labels.radius.options.map((o) => o.label)).toEqual([
      'Only this place',
      'Within 1 km',
      'Within 2 km',
      'Within 5 km',
      'Within 10 km',
      'Within 20 km',
    ]);
    expect(labels.maxRent.options[0]).toEqual({ value: null, label: 'No maximum' });
    expect(labels.maxRent.options.find((o) => o.value === 1500)?.label).toBe('Up to €1,500');
    expect(labels.minSize.options[0]).toEqual({ value: 6, label: 'Any size' });
    expect(labels.names.isKitchenPrivate).toBe('Private kitchen');
    const nl = searchFiltersLabels(await getT('nl', 'search'), 'nl');
    expect(nl.maxRent.options.find((o) => o.value === 1500)?.label).toBe('Tot €\u00a01.500');
    expect(nl.category.options[1]).toEqual({ value: SearchListingType.Room, label: 'Kamer' });
  });
});

describe('SEARCH_CATEGORY_ORDER', () => {
  it('offers every search category once, all properties first', () => {
    expect(SEARCH_CATEGORY_ORDER[0]).toBe(SearchListingType.Generic);
    expect([...SEARCH_CATEGORY_ORDER].sort()).toEqual(
      Object.keys(SEARCH_CATEGORY_KEY).map(Number).sort(),
    );
  });
});

describe('searchFiltersPanelTexts', () => {
  it('names the filter button with every count the badge can show', async () => {
    const texts = searchFiltersPanelTexts(await getT('nl', 'search'));
    expect(texts.openCount).toHaveLength(MAX_FILTER_COUNT + 1);
    expect(filterCountText(texts, 3)).toBe('Filters, 3 actief');
    expect(filterCountText(texts, 1)).toBe('Filters, 1 actief');
    expect(filterCountText(texts, 99)).toBe(`Filters, ${MAX_FILTER_COUNT} actief`);
  });
});

describe('date text', () => {
  const nl = dateTextFormat('nl');
  const en = dateTextFormat('en');

  it("has the language's numeric format", () => {
    expect(nl).toEqual({ order: ['day', 'month', 'year'], separator: '-', pattern: 'dd-mm-jjjj' });
    expect(en.pattern).toBe('dd/mm/yyyy');
    expect(formatDateText('2027-02-01', nl)).toBe('01-02-2027');
    expect(formatDateText('2027-02-01', en)).toBe('01/02/2027');
    expect(formatDateText(null, en)).toBe('');
  });

  it('reads typed dates leniently and refuses impossible ones', () => {
    for (const text of [
      '1-2-2027',
      '01-02-2027',
      '1/2/2027',
      ' 1.2.2027 ',
      '01022027',
      '2027-2-1',
    ]) {
      expect(parseDateText(text, nl), text).toBe('2027-02-01');
    }
    expect(parseDateText('01/02/2027', en)).toBe('2027-02-01');
    for (const text of ['31-02-2027', '1-2-27', '1-2', '2100-01-01', '01-01-1899', 'morgen', '']) {
      expect(parseDateText(text, nl), text).toBeNull();
    }
  });
});
