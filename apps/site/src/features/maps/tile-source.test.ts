import { describe, expect, it } from 'vitest';

import { parseEnv } from '../../env';

import { attributionHtml, mapTileSource, OSM_TILE_URL } from './tile-source';

describe('mapTileSource', () => {
  it("defaults to OpenStreetMap's tiles with their attribution in the page's language", () => {
    const source = mapTileSource(parseEnv({}), '© OpenStreetMap-bijdragers');
    expect(source).toEqual({
      url: OSM_TILE_URL,
      attribution: '© OpenStreetMap-bijdragers',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      maxZoom: 19,
    });
    expect(attributionHtml(source)).toBe(
      '<a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">© OpenStreetMap-bijdragers</a>',
    );
  });

  it('takes the configured tiles, attribution (escaped) and zoom', () => {
    const env = parseEnv({
      MAP_TILE_URL: 'https://tiles.example/styles/{z}/{x}/{y}{r}.png?key=k',
      MAP_TILE_ATTRIBUTION: '© Tiles & Co <b>',
      MAP_TILE_MAX_ZOOM: '20',
    });
    const source = mapTileSource(env, '© OpenStreetMap contributors');
    expect(source).toEqual({
      url: 'https://tiles.example/styles/{z}/{x}/{y}{r}.png?key=k',
      attribution: '© Tiles & Co <b>',
      attributionUrl: null,
      maxZoom: 20,
    });
    expect(attributionHtml(source)).toBe('© Tiles &amp; Co &lt;b&gt;');
  });

  it('refuses a tile URL without attribution or without the {z}/{x}/{y} placeholders', () => {
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_ATTRIBUTION/,
    );
    expect(() =>
      parseEnv({ MAP_TILE_URL: 'https://tiles.example/tile.png', MAP_TILE_ATTRIBUTION: 'x' }),
    ).toThrow(/MAP_TILE_URL/);
    expect(() =>
      parseEnv({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}', MAP_TILE_ATTRIBUTION: 'x' }),
    ).toThrow(/MAP_TILE_URL/);
  });
});
