import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { replyTimeText } from './reply-time-text';

describe('replyTimeText', () => {
  it('says how fast the landlord usually replies, in both languages', async () => {
    const nl = await getT('nl', 'listing');
    const en = await getT('en', 'listing');
    const figures = { reactions: 12, answeredPercent: 60, medianReplyMinutes: 330 };
    expect(replyTimeText(figures, nl)).toEqual({
      summary: 'Reageert meestal binnen 6 uur',
      detail: '60% van 12 reacties beantwoord in de afgelopen 90 dagen',
    });
    expect(replyTimeText({ ...figures, medianReplyMinutes: 20 }, en)?.summary).toBe(
      'Usually replies within an hour',
    );
    expect(replyTimeText({ ...figures, medianReplyMinutes: 3 * 24 * 60 }, en)?.summary).toBe(
      'Usually replies within 3 days',
    );
  });

  it('says when recent reactions went unanswered, and nothing below 5 reactions', async () => {
    const en = await getT('en', 'listing');
    expect(
      replyTimeText({ reactions: 5, answeredPercent: 0, medianReplyMinutes: null }, en)?.summary,
    ).toBe('Has not answered recent reactions');
    expect(replyTimeText(null, en)).toBeNull();
  });
});
