import { toSearchCriteria } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { boxAround, distanceKm } from './geometry.js';
import { pageWindow, sortKeys } from './sort.js';

describe('geometry', () => {
  it('the prefilter box contains every point of the circle', () => {
    for (const [lat, lng, km] of [
      [52.37, 4.9, 10],
      [53.2, 6.56, 20],
      [50.85, 5.69, 1],
      [0, 0, 5],
      [70, 20, 20],
    ] as const) {
      const box = boxAround(lat, lng, km);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // A point at exactly `km` along the bearing (spherical destination formula).
        const d = km / 6371.0088;
        const b = (bearing * Math.PI) / 180;
        const φ1 = (lat * Math.PI) / 180;
        const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(b));
        const λ2 =
          (lng * Math.PI) / 180 +
          Math.atan2(
            Math.sin(b) * Math.sin(d) * Math.cos(φ1),
            Math.cos(d) - Math.sin(φ1) * Math.sin(φ2),
          );
        const point = { lat: (φ2 * 180) / Math.PI, lng: (λ2 * 180) / Math.PI };
        expect(distanceKm(lat, lng, point.lat, point.lng)).toBeCloseTo(km, 6);
        expect(point.lat).toBeGreaterThanOrEqual(box.latLo);
        expect(point.lat).toBeLessThanOrEqual(box.latHi);
        expect(point.lng).toBeGreaterThanOrEqual(box.lngLo);
        expect(point.lng).toBeLessThanOrEqual(box.lngHi);
      }
    }
  });

  it('distanceKm: Amsterdam to Utrecht is about 35 km', () => {
    expect(distanceKm(52.3676, 4.9041, 52.0907, 5.1214)).toBeCloseTo(34.3, 0);
  });
});

describe('sort and paging', () => {
  it('every sort ends in the id', () => {
    for (const sort of [1, 2, 4, 5, 6] as const) expect(sortKeys(sort).at(-1)?.column).toBe('id');
  });

  it('pages are (pageNo - 1) × rows plus the extra offset', () => {
    expect(pageWindow(1, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(3, 25, 4)).toEqual({ limit: 25, offset: 54 });
  });
});

describe('count cache', () => {
  it('keeps only large counts, for 30 s, keyed without paging and sort', async () => {
    const { countKey, createCountCache } = await import('./count-cache.js');
    let now = 0;
    const cache = createCountCache(() => now);
    const place = { kind: 'country' };
    const key = countKey(place, toSearchCriteria({ pageNo: 3, listingSortOptionId: 2 }));
    expect(key).toBe(countKey(place, toSearchCriteria({})));
    expect(key).not.toBe(countKey(place, toSearchCriteria({ listingTypeIds: [1] })));
    cache.set('small', 1999);
    cache.set(key, 50_000);
    expect(cache.get('small')).toBeUndefined();
    expect(cache.get(key)).toBe(50_000);
    now = 29_999;
    expect(cache.get(key)).toBe(50_000);
    now = 30_000;
    expect(cache.get(key)).toBeUndefined();
  });
});
