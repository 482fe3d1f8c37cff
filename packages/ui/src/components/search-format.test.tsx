import { describe, expect, it } from 'vitest';

import { formatDay } from './search-format';

describe('formatDay', () => {
  it('gives the day in Dutch time, short on cards and long on the advert page', () => {
    expect(formatDay('2026-11-25T10:00:00Z', 'nl', 'short')).toBe('25 nov');
    expect(formatDay('2026-11-25T10:00:00Z', 'en', 'short')).toBe('25 Nov');
    expect(formatDay('2026-11-25T10:00:00Z', 'nl', 'long')).toBe('25 november');
    expect(formatDay('2026-11-25T10:00:00Z', 'en', 'long')).toBe('25 November');
  });

  it('moves a late-evening time in UTC to the next day in Amsterdam', () => {
    expect(formatDay('2026-11-24T23:30:00Z', 'en', 'long')).toBe('25 November');
    expect(formatDay('2026-06-30T22:30:00Z', 'nl', 'short')).toBe('1 jul');
  });

  it('gives back what is not a time', () => {
    expect(formatDay('yesterday', 'en', 'short')).toBe('yesterday');
  });
});
