import { describe, expect, it } from 'vitest';

import { resolveReferenceDataDir } from './data-dir.js';
import { loadMunicipalities } from './municipalities.js';
import { loadPlaces, placeKey } from './places.js';
import { loadPostcodeAreas } from './postcode-areas.js';
import { loadStreets } from './streets.js';

const dataDir = resolveReferenceDataDir();

describe('the reference files of data/ (row counts of data/README.md)', () => {
  it('has 2,500 BAG places, Amsterdam the largest', () => {
    const places = loadPlaces(dataDir);
    expect(places).toHaveLength(2500);
    expect(places[0]).toMatchObject({
      woonplaats: 'Amsterdam',
      gemeenteCode: 'GM0363',
      lat: 52.361385,
      lon: 4.890586,
      addressCount: 515_488,
    });
  });

  it('has 237,230 BAG streets of the 2,500 places, read from the gzip file in under 10 s', async () => {
    const started = performance.now();
    const streets = await loadStreets(dataDir);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect([...streets.values()].reduce((sum, list) => sum + list.length, 0)).toBe(237_230);
    expect(streets.size).toBe(2500);
    const damrak = streets
      .get(placeKey('Amsterdam', 'GM0363'))
      ?.find((street) => street.straat === 'Damrak');
    expect(damrak).toMatchObject({ lat: 52.375336, lon: 4.895607, pc4: ['1012'] });
  });

  it('keeps only the streets of the places asked for', async () => {
    const only = new Set([placeKey('Groningen', 'GM0014')]);
    const streets = await loadStreets(dataDir, only);
    expect([...streets.keys()]).toEqual([...only]);
    expect(
      streets.get(placeKey('Groningen', 'GM0014'))?.some((s) => s.straat === 'Grote Markt'),
    ).toBe(true);
  });

  it('has the 342 CBS 2025 municipalities, two without a coordinate', () => {
    const municipalities = loadMunicipalities(dataDir);
    expect(municipalities).toHaveLength(342);
    expect(
      municipalities
        .filter((m) => m.lat === null)
        .map((m) => m.name)
        .sort(),
    ).toEqual(['Eemnes', 'Etten-Leur']);
    expect(municipalities.find((m) => m.code === 'GM0363')).toMatchObject({
      name: 'Amsterdam',
      provinceCode: 'PV27',
      province: 'Noord-Holland',
    });
  });

  it('has 4,071 postcode areas', () => {
    const areas = loadPostcodeAreas(dataDir);
    expect(areas).toHaveLength(4071);
    expect(areas.find((area) => area.pc4 === '1012')).toMatchObject({
      woonplaats: 'Amsterdam',
      lat: 52.373504,
      lon: 4.895097,
    });
  });
});
