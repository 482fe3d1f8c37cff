import { RoomsError } from '@rooms/domain';
import { getT, RESOURCES } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import {
  freshnessText,
  REPORT_LET_ERROR_KEYS,
  reportLetErrorTexts,
  reportLetProblem,
} from './freshness-text';

describe('freshnessText', () => {
  it('says the day of the last confirmation, absolute and in Dutch time, in both languages', async () => {
    const [nl, en] = await Promise.all([getT('nl', 'listing'), getT('en', 'listing')]);
    expect(freshnessText('2026-11-25T08:30:00.000Z', 'nl', nl)).toBe(
      'Nog beschikbaar · bevestigd op 25 november',
    );
    // 23:30 UTC is already the next day in Amsterdam.
    expect(freshnessText('2026-11-24T23:30:00.000Z', 'en', en)).toBe(
      'Still available · confirmed on 25 November',
    );
  });
});

describe('reportLetErrorTexts', () => {
  it('picks the texts of the codes the report can answer with, in each language', () => {
    for (const locale of ['nl', 'en'] as const) {
      const texts = reportLetErrorTexts(RESOURCES[locale].errors);
      expect(Object.keys(texts).sort()).toEqual([...REPORT_LET_ERROR_KEYS].sort());
      expect(texts.http_429).toBe(RESOURCES[locale].errors.http_429);
      expect(texts['1015']).toBe(RESOURCES[locale].errors['1015']);
    }
  });
});

describe('reportLetProblem', () => {
  const texts = reportLetErrorTexts(RESOURCES.en.errors);

  it('shows the text of the code, the advert gone (1015) and too many reports included', () => {
    expect(reportLetProblem(new RoomsError({ code: 'http_429', status: 429 }), texts)).toBe(
      RESOURCES.en.errors.http_429,
    );
    expect(reportLetProblem(new RoomsError({ code: 1015, status: 404 }), texts)).toBe(
      RESOURCES.en.errors['1015'],
    );
  });

  it('falls back on the generic text for codes the page does not carry and other failures', () => {
    expect(reportLetProblem(new RoomsError({ code: 'image_corrupt', status: 400 }), texts)).toBe(
      RESOURCES.en.errors.unknown,
    );
    expect(reportLetProblem(new TypeError('Failed to fetch'), texts)).toBe(
      RESOURCES.en.errors.unknown,
    );
  });
});
