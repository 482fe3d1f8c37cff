import { describe, expect, it } from 'vitest';

import { resolveReferenceDataDir } from './data-dir.js';
import { loadRentLevels, parseRentLevels, rentBasisForCity } from './rent-levels.js';

const levels = loadRentLevels(resolveReferenceDataDir());

describe('rent levels from rents/nl_rent_levels_reported.csv', () => {
  it('uses the latest Kamernet room figure per city (the values in the module comment)', () => {
    const rooms = Object.fromEntries(
      [...levels.roomMonthly].map(([slug, figure]) => [slug, [figure.value, figure.period]]),
    );
    expect(rooms).toEqual({
      amsterdam: [945, '2025-Q2'],
      'den-haag': [750, '2025-Q2'],
      haarlem: [750, '2025-Q2'],
      utrecht: [700, '2025-Q2'],
      rotterdam: [700, '2025-Q2'],
      nijmegen: [517, '2023'],
      groningen: [479, '2023'],
      wageningen: [395, '2025-Q2'],
      enschede: [351, '2025-Q2'],
    });
    expect(levels.nationalRoomMonthly).toMatchObject({
      value: 683,
      period: '2025-Q1',
      publisher: 'Kamernet',
    });
  });

  it('uses Kamernet Q1 2024 studio figures and their studio/room ratio', () => {
    expect(
      Object.fromEntries([...levels.studioMonthly].map(([slug, figure]) => [slug, figure.value])),
    ).toEqual({
      amsterdam: 1396,
      utrecht: 1198,
      rotterdam: 1072,
    });
    expect(levels.studioToRoomRatio).toBeCloseTo((1396 / 951 + 1198 / 800) / 2, 6);
    expect(levels.studioToRoomRatio).toBeCloseTo(1.483, 3);
  });

  it('uses the latest Pararius free-sector € per m² per city, national 20.06', () => {
    const perM2 = Object.fromEntries(
      [...levels.apartmentPerM2].map(([slug, figure]) => [slug, [figure.value, figure.period]]),
    );
    expect(perM2).toEqual({
      amsterdam: [26.96, '2024-Q3'],
      utrecht: [19.83, '2023-Q1'],
      'den-haag': [18.19, '2023-Q1'],
      rotterdam: [17.91, '2023-Q1'],
      eindhoven: [17.28, '2023-Q1'],
    });
    expect(levels.nationalApartmentPerM2).toMatchObject({
      value: 20.06,
      period: '2025-Q2',
      publisher: 'Pararius',
    });
  });

  it('falls back to national and derived figures for other cities', () => {
    expect(rentBasisForCity(levels, 'amsterdam')).toMatchObject({
      roomEur: 945,
      studioEur: 1396,
      apartmentEurPerM2: 26.96,
      roomSource: 'city',
      studioSource: 'city',
      apartmentSource: 'city',
    });
    const zwolle = rentBasisForCity(levels, 'zwolle');
    expect(zwolle).toMatchObject({
      roomEur: 683,
      apartmentEurPerM2: 20.06,
      roomSource: 'national',
      studioSource: 'derived',
    });
    expect(zwolle.studioEur).toBeCloseTo(683 * levels.studioToRoomRatio, 6);
    expect(zwolle.antisquatEur).toBeCloseTo(683 * 0.35, 6);
    expect(rentBasisForCity(levels, 'groningen').studioEur).toBeCloseTo(
      479 * levels.studioToRoomRatio,
      6,
    );
  });

  it('prefers an exact figure over an approximate one of the same period', () => {
    const header =
      'publisher,period,city,segment,metric,value_eur,approximate,cited_in,cited_in_url,cited_in_published';
    const rows = [
      'Kamernet,2025-Q2,Nederland,room,avg_rent_eur_per_month,700,no,x,u,2025-08',
      'Kamernet,2025-Q2,Utrecht,room,avg_rent_eur_per_month,700,yes,x,u,2025-09',
      'Kamernet,2025-Q2,Utrecht,room,avg_rent_eur_per_month,710,no,x,u,2025-08',
      'Kamernet,2024-Q1,Utrecht,room,avg_rent_eur_per_month,800,no,x,u,2024-05',
      'Kamernet,2024-Q1,Utrecht,studio,avg_rent_eur_per_month,1200,no,x,u,2024-05',
      'Pararius,2025-Q2,Nederland,free-sector dwelling (new lettings),avg_rent_eur_per_m2_per_month,20,no,x,u,2025-07',
    ];
    const parsed = parseRentLevels([header, ...rows].join('\n'));
    expect(parsed.roomMonthly.get('utrecht')?.value).toBe(710);
    expect(parsed.studioToRoomRatio).toBeCloseTo(1.5, 6);
    expect(() => parseRentLevels(header + '\n' + rows[1])).toThrow(
      /no national Kamernet room figure/,
    );
  });
});
