import { RoomsError } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { createFailureOf, outcomeMessage } from './save-outcome';
import { searchAlertTexts } from './search-alert-texts';

describe('createFailureOf', () => {
  it('reads 1129 as already saved, 401 as signed out, known §8 codes as their text', async () => {
    const { errors } = await searchAlertTexts('en');
    const error = (code: string | number, status: number) =>
      new RoomsError({ code, message: '', status });
    expect(createFailureOf(error(1129, 409), errors)).toBe('alreadySaved');
    expect(createFailureOf(error('1129', 409), errors)).toBe('alreadySaved');
    expect(createFailureOf(error('http_401', 401), errors)).toBe('signedOut');
    expect(createFailureOf(error('alert_limit_reached', 409), errors)).toBe('alert_limit_reached');
    expect(createFailureOf(error('alert_too_wide', 422), errors)).toBe('alert_too_wide');
    expect(createFailureOf(error('http_404', 404), errors)).toBe('unknown');
    expect(createFailureOf(new Error('boom'), errors)).toBe('unknown');
  });
});

describe('outcomeMessage', () => {
  it('gives each outcome its text in the language, with the links as tags', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const texts = await searchAlertTexts(locale);
      expect(outcomeMessage({ kind: 'saved' }, texts)).toEqual({
        severity: 'success',
        text: texts.saved,
      });
      expect(texts.saved).toContain('<alerts>');
      expect(outcomeMessage({ kind: 'alreadySaved' }, texts).severity).toBe('info');
      expect(outcomeMessage({ kind: 'alreadySaved' }, texts).text).toContain('<alerts>');
      const kept = outcomeMessage({ kind: 'kept', result: 'added' }, texts);
      expect(kept.text).toMatch(/<login>.*<register>/);
      expect(outcomeMessage({ kind: 'kept', result: 'unavailable' }, texts).severity).toBe('error');
      expect(outcomeMessage({ kind: 'failed', errorKey: 'alert_too_wide' }, texts).text).toBe(
        texts.errors.alert_too_wide,
      );
    }
  });

  it('fills the preview templates in both languages', async () => {
    expect((await searchAlertTexts('en')).previewOther).toBe(
      'This search found {{formatted}} new listings in the last 7 days.',
    );
    expect((await searchAlertTexts('nl')).previewOne).toBe(
      'Deze zoekopdracht vond {{formatted}} nieuwe woning in de afgelopen 7 dagen.',
    );
  });
  it('says whether landlords can find the profile after a "find me" save, with the percentage', async () => {
    const en = await searchAlertTexts('en');
    expect(
      outcomeMessage({ kind: 'savedFindMe', shown: true, completenessPercent: 100 }, en),
    ).toEqual({ severity: 'success', text: en.savedFindable });
    expect(
      outcomeMessage({ kind: 'savedFindMe', shown: false, completenessPercent: 62 }, en).text,
    ).toBe(
      'Search saved. Your profile is 62% complete: <profile>complete it</profile> so that landlords can find you.',
    );
    const nl = await searchAlertTexts('nl');
    expect(
      outcomeMessage({ kind: 'savedFindMe', shown: false, completenessPercent: 25 }, nl).text,
    ).toContain('25% compleet: <profile>');
  });
});
