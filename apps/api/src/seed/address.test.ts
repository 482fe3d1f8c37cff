import { describe, expect, it } from 'vitest';

import {
  distanceMetres,
  houseNumberOnStreet,
  jitterCoordinate,
  POSTCODE_PATTERN,
  postcodeOnStreet,
} from './address.js';
import { createRandom } from './random.js';

describe('addresses', () => {
  it('builds valid Dutch postcodes from the street pc4s', () => {
    const random = createRandom('postcodes');
    for (let i = 0; i < 2000; i++) {
      const postcode = postcodeOnStreet(['1012', '1017'], random);
      expect(postcode).toMatch(POSTCODE_PATTERN);
      expect(['1012', '1017']).toContain(postcode.slice(0, 4));
      expect(postcode.slice(5)).not.toMatch(/[FIOQUY]|^S[ADS]$/);
    }
  });

  it('keeps house numbers within the street and adds the odd suffix', () => {
    const random = createRandom('numbers');
    const numbers = Array.from({ length: 500 }, () => houseNumberOnStreet(12, random));
    for (const number of numbers) {
      expect(number).toMatch(/^\d+([AB]|-[123])?$/);
      const value = Number.parseInt(number, 10);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(12);
    }
    expect(numbers.some((number) => !/^\d+$/.test(number))).toBe(true);
  });

  it('jitters within the radius', () => {
    const random = createRandom('jitter');
    let farthest = 0;
    for (let i = 0; i < 2000; i++) {
      const point = jitterCoordinate(52.375336, 4.895607, 100, random);
      farthest = Math.max(farthest, distanceMetres(52.375336, 4.895607, point.lat, point.lng));
    }
    expect(farthest).toBeLessThanOrEqual(100.5);
    expect(farthest).toBeGreaterThan(80);
  });

  it('measures distances (Damrak to Kalverstraat ≈ 690 m)', () => {
    expect(distanceMetres(52.375336, 4.895607, 52.369805, 4.891378)).toBeCloseTo(682, -1);
  });
});
