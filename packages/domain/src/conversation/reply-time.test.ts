import { describe, expect, it } from 'vitest';

import { replyTimeBucket } from './reply-time';

describe('replyTimeBucket', () => {
  it('rounds up to hours within a day and to days beyond', () => {
    expect(replyTimeBucket(0)).toEqual({ unit: 'hours', count: 1 });
    expect(replyTimeBucket(60)).toEqual({ unit: 'hours', count: 1 });
    expect(replyTimeBucket(61)).toEqual({ unit: 'hours', count: 2 });
    expect(replyTimeBucket(5.5 * 60)).toEqual({ unit: 'hours', count: 6 });
    expect(replyTimeBucket(24 * 60)).toEqual({ unit: 'hours', count: 24 });
    expect(replyTimeBucket(24 * 60 + 1)).toEqual({ unit: 'days', count: 2 });
    expect(replyTimeBucket(3 * 24 * 60)).toEqual({ unit: 'days', count: 3 });
  });
});
