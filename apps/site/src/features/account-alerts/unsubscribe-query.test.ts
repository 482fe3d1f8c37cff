import { describe, expect, it } from 'vitest';

import { parseUnsubscribeQuery } from './unsubscribe-query';

describe('parseUnsubscribeQuery', () => {
  it('reads one identifier or several separated by commas', () => {
    expect(parseUnsubscribeQuery('abc_DEF-1')).toEqual({ identifiers: ['abc_DEF-1'] });
    expect(parseUnsubscribeQuery('a1,b2, a1 ,')).toEqual({ identifiers: ['a1', 'b2'] });
    expect(parseUnsubscribeQuery(['a1', 'c3'])).toEqual({ identifiers: ['a1', 'c3'] });
  });

  it('drops blanks, foreign characters and overlong identifiers', () => {
    expect(parseUnsubscribeQuery(undefined)).toEqual({ identifiers: [] });
    expect(parseUnsubscribeQuery('')).toEqual({ identifiers: [] });
    expect(parseUnsubscribeQuery('<script>,ok,a b')).toEqual({ identifiers: ['ok'] });
    expect(parseUnsubscribeQuery('x'.repeat(101))).toEqual({ identifiers: [] });
  });

  it('keeps at most 20', () => {
    const many = Array.from({ length: 25 }, (_, i) => `id${i}`).join(',');
    expect(parseUnsubscribeQuery(many).identifiers).toHaveLength(20);
  });
});
