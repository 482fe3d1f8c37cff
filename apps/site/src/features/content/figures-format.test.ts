import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import {
  ACTIVE_TENANT_COUNT_ROUTE,
  fillTemplate,
  figureUrl,
  formatCount,
  pluralText,
  rentOutFigures,
} from './figures-format';

import type { FigureTexts } from './figures-format';
import type { Locale } from '@rooms/i18n';

async function textsOf(locale: Locale): Promise<FigureTexts> {
  return (await getT(locale, 'content'))('figures', { returnObjects: true }) as FigureTexts;
}

describe('fillTemplate', () => {
  it('fills {{name}} placeholders, with or without spaces, and keeps unknown ones', () => {
    expect(fillTemplate('In {{city}}, {{ city }} and {{other}}', { city: 'Delft' })).toBe(
      'In Delft, Delft and {{other}}',
    );
  });
});

describe('formatCount', () => {
  it('groups thousands the way each language does', () => {
    expect(formatCount(12345, 'nl')).toBe('12.345');
    expect(formatCount(12345, 'en')).toBe('12,345');
  });
});

describe('pluralText', () => {
  it('picks the singular for one and the plural otherwise, in both languages', async () => {
    const en = await textsOf('en');
    const nl = await textsOf('nl');
    expect(pluralText(en, 'days', 1, 'en')).toBe('1 day');
    expect(pluralText(en, 'days', 16, 'en')).toBe('16 days');
    expect(pluralText(nl, 'days', 1, 'nl')).toBe('1 dag');
    expect(pluralText(nl, 'days', 1200, 'nl')).toBe('1.200 dagen');
  });
});

describe('rentOutFigures', () => {
  it('shows the tenant count and the average with the basis of each', async () => {
    const figures = rentOutFigures({
      locale: 'en',
      texts: await textsOf('en'),
      cityName: 'Utrecht',
      tenants: { count: 1, scope: 'national', cityName: 'Utrecht' },
      average: { cityName: 'Utrecht', averageDays: 21, sampleSize: 12, basis: 'city' },
    });
    expect(figures).toEqual([
      {
        id: 'activeTenants',
        value: '1',
        label: 'tenant is looking for a home on Rooms',
        note: 'Across the Netherlands',
      },
      {
        id: 'averageDays',
        value: '21 days',
        label: 'average time until an advert is rented out',
        note: 'Based on 12 rented-out adverts in Utrecht',
      },
    ]);
  });

  it('explains a national or default average and a count for the city', async () => {
    const nl = await textsOf('nl');
    const [tenants, national] = rentOutFigures({
      locale: 'nl',
      texts: nl,
      cityName: 'Delft',
      tenants: { count: 2500, scope: 'city', cityName: 'Delft' },
      average: { cityName: 'Delft', averageDays: 30, sampleSize: 400, basis: 'national' },
    });
    expect(tenants?.value).toBe('2.500');
    expect(tenants?.label).toBe('huurders zoeken een woning op Rooms');
    expect(tenants?.note).toBe('In Delft');
    expect(national?.note).toBe(
      'Nog te weinig advertenties in Delft, dus dit is het landelijke gemiddelde',
    );
    const [, estimate] = rentOutFigures({
      locale: 'nl',
      texts: nl,
      cityName: 'Delft',
      tenants: null,
      average: { cityName: 'Delft', averageDays: 30, sampleSize: 0, basis: 'default' },
    });
    expect(estimate?.note).toBe('Een schatting: er zijn nog geen advertenties verhuurd');
  });

  it('leaves values unknown (null) while loading', async () => {
    const figures = rentOutFigures({
      locale: 'en',
      texts: await textsOf('en'),
      cityName: 'Delft',
      tenants: null,
      average: null,
    });
    expect(figures.map((figure) => figure.value)).toEqual([null, null]);
    expect(figures.every((figure) => figure.note === undefined)).toBe(true);
  });
});

describe('figureUrl', () => {
  it('encodes the city name', () => {
    expect(figureUrl(ACTIVE_TENANT_COUNT_ROUTE, "Den Haag & 's-Hertogenbosch")).toBe(
      '/next/api/common/active-tenant-count?cityName=Den+Haag+%26+%27s-Hertogenbosch',
    );
  });
});
