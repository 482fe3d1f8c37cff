import {
  ANONYMOUS_ALERTS_STORAGE_KEY,
  MAX_ANONYMOUS_ALERTS_FLUSHED,
  ListingSort,
  ViewMode,
} from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { MemoryStorage, requestFor } from './alert-test-fixtures';
import {
  addAnonymousAlert,
  alertCriteriaKey,
  clearAnonymousAlerts,
  readAnonymousAlerts,
} from './anonymous-alerts-storage';

const GRONINGEN = requestFor({ citySlug: 'groningen', cityName: 'Groningen', maxRent: 600 });
const UTRECHT = requestFor({ citySlug: 'utrecht', cityName: 'Utrecht' });

describe('the anonymous alerts record (§3)', () => {
  it('is kept under the versioned key as { version: 2, allFiltersArray }', () => {
    const storage = new MemoryStorage();
    expect(ANONYMOUS_ALERTS_STORAGE_KEY).toMatch(/v2$/);
    expect(addAnonymousAlert(storage, GRONINGEN)).toBe('added');
    expect(addAnonymousAlert(storage, UTRECHT)).toBe('added');
    expect(JSON.parse(storage.getItem(ANONYMOUS_ALERTS_STORAGE_KEY) ?? 'null')).toEqual({
      version: 2,
      allFiltersArray: [GRONINGEN, UTRECHT],
    });
    expect(readAnonymousAlerts(storage)).toEqual([GRONINGEN, UTRECHT]);
  });

  it('keeps a search once, whatever its page, order or view', () => {
    const storage = new MemoryStorage();
    addAnonymousAlert(storage, GRONINGEN);
    const samePlace = {
      ...GRONINGEN,
      pageNo: 3,
      listingSortOptionId: ListingSort.PriceAscending,
      searchview: ViewMode.Map,
    };
    expect(alertCriteriaKey(samePlace)).toBe(alertCriteriaKey(GRONINGEN));
    expect(addAnonymousAlert(storage, samePlace)).toBe('alreadySaved');
    expect(readAnonymousAlerts(storage)).toHaveLength(1);
    // Another filter is another alert.
    expect(addAnonymousAlert(storage, { ...GRONINGEN, hasInternet: true })).toBe('added');
    expect(readAnonymousAlerts(storage)).toHaveLength(2);
  });

  it(`keeps at most ${MAX_ANONYMOUS_ALERTS_FLUSHED}, the newest`, () => {
    const storage = new MemoryStorage();
    const requests = Array.from({ length: MAX_ANONYMOUS_ALERTS_FLUSHED + 3 }, (_, index) =>
      requestFor({ citySlug: `city-${index}`, cityName: `City ${index}` }),
    );
    for (const request of requests) expect(addAnonymousAlert(storage, request)).toBe('added');
    const kept = readAnonymousAlerts(storage);
    expect(kept).toHaveLength(MAX_ANONYMOUS_ALERTS_FLUSHED);
    expect(kept[0]?.citySlug).toBe('city-3');
    expect(kept.at(-1)?.citySlug).toBe(`city-${MAX_ANONYMOUS_ALERTS_FLUSHED + 2}`);
  });

  it('ignores a corrupt or foreign value and overwrites it on the next save', () => {
    for (const value of [
      'not json',
      'null',
      '[]',
      JSON.stringify({ version: 1, allFiltersArray: [GRONINGEN] }),
      JSON.stringify({ version: 2, allFiltersArray: 'no' }),
    ]) {
      const storage = new MemoryStorage();
      storage.setItem(ANONYMOUS_ALERTS_STORAGE_KEY, value);
      expect(readAnonymousAlerts(storage)).toEqual([]);
      expect(addAnonymousAlert(storage, UTRECHT)).toBe('added');
      expect(readAnonymousAlerts(storage)).toEqual([UTRECHT]);
    }
  });

  it('skips entries that are not search requests', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      ANONYMOUS_ALERTS_STORAGE_KEY,
      JSON.stringify({ version: 2, allFiltersArray: [42, { citySlug: 'x' }, GRONINGEN, null] }),
    );
    expect(readAnonymousAlerts(storage)).toEqual([GRONINGEN]);
  });

  it('says when the storage refuses the write, and survives a blocked one', () => {
    const full = new MemoryStorage();
    full.failWrites = true;
    expect(addAnonymousAlert(full, GRONINGEN)).toBe('unavailable');
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readAnonymousAlerts(blocked)).toEqual([]);
    expect(addAnonymousAlert(blocked, GRONINGEN)).toBe('unavailable');
    expect(() => clearAnonymousAlerts(blocked)).not.toThrow();
  });

  it('is removed by clearAnonymousAlerts, other keys left alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('other', 'kept');
    addAnonymousAlert(storage, GRONINGEN);
    clearAnonymousAlerts(storage);
    expect(storage.getItem(ANONYMOUS_ALERTS_STORAGE_KEY)).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });
});
