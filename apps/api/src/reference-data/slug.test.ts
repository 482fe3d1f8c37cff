import { describe, expect, it } from 'vitest';

import { slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Den Haag', 'den-haag'],
    ["'s-Hertogenbosch", 's-hertogenbosch'],
    ["'s-Gravenhage", 's-gravenhage'],
    ['Nuenen, Gerwen en Nederwetten', 'nuenen-gerwen-en-nederwetten'],
    ['Súdwest-Fryslân', 'sudwest-fryslan'],
    ['Hengelo (O.)', 'hengelo-o'],
    ['Hageweg "\'t Centrum"', 'hageweg-t-centrum'],
    ['Øresundstraat', 'oresundstraat'],
    ['Straße 1', 'strasse-1'],
    ['  --  ', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
