import { ViewMode } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { requestFor } from './alert-test-fixtures';
import { withCurrentMapBox } from './current-map-box';

const MAP = requestFor({ citySlug: 'groningen', cityName: 'Groningen', searchView: ViewMode.Map });
const LIST = requestFor({ citySlug: 'groningen', cityName: 'Groningen' });
const BOX = '?searchView=map&nwlat=53.25&nwlng=6.5&selat=53.18&selng=6.63&mapZoom=13';

describe('withCurrentMapBox', () => {
  it('takes the box the map wrote into the address', () => {
    expect(withCurrentMapBox(MAP, BOX)).toEqual({
      ...MAP,
      lat_hi: 53.25,
      lng_lo: 6.5,
      lat_lo: 53.18,
      lng_hi: 6.63,
    });
  });

  it('keeps a list search as it is', () => {
    expect(withCurrentMapBox(LIST, BOX)).toBe(LIST);
  });

  it('keeps the request without a whole, sensible box', () => {
    expect(withCurrentMapBox(MAP, '?nwlat=53.25&nwlng=6.5&selat=53.18')).toBe(MAP);
    expect(withCurrentMapBox(MAP, '?nwlat=53.1&nwlng=6.5&selat=53.18&selng=6.63')).toBe(MAP);
    expect(withCurrentMapBox(MAP, '?nwlat=abc&nwlng=6.5&selat=53.18&selng=6.63')).toBe(MAP);
    expect(withCurrentMapBox(MAP, '?nwlat=95&nwlng=6.5&selat=53.18&selng=6.63')).toBe(MAP);
    expect(withCurrentMapBox(MAP, '')).toBe(MAP);
  });
});
