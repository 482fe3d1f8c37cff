import { describe, expect, it } from 'vitest';

import { parseSeedArgs } from './cli-args.js';

describe('parseSeedArgs', () => {
  it('defaults to 5,000 listings without reset', () => {
    expect(parseSeedArgs([])).toEqual({
      listings: 5000,
      reset: false,
      streets: 'all',
      maxCities: undefined,
      seed: undefined,
      help: false,
    });
  });

  it('reads every flag, in both spellings, and ignores a lone --', () => {
    expect(
      parseSeedArgs([
        '--',
        '--listings',
        '1_000_000',
        '--reset',
        '--streets=listed',
        '--max-cities',
        '12',
        '--seed=x',
      ]),
    ).toEqual({
      listings: 1_000_000,
      reset: true,
      streets: 'listed',
      maxCities: 12,
      seed: 'x',
      help: false,
    });
    expect(parseSeedArgs(['--listings=0']).listings).toBe(0);
    expect(parseSeedArgs(['-h']).help).toBe(true);
  });

  it('rejects unknown flags and bad values', () => {
    expect(() => parseSeedArgs(['--listing', '5'])).toThrow(/Unknown argument "--listing"/);
    expect(() => parseSeedArgs(['--listings'])).toThrow(/--listings needs/);
    expect(() => parseSeedArgs(['--listings', '-5'])).toThrow(/--listings needs/);
    expect(() => parseSeedArgs(['--listings', '2.5'])).toThrow(/--listings needs/);
    expect(() => parseSeedArgs(['--streets', 'some'])).toThrow(/--streets must be/);
    expect(() => parseSeedArgs(['--max-cities', '0'])).toThrow(/--max-cities needs/);
  });
});
