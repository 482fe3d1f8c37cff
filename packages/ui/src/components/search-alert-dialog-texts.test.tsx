import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { searchAlertDialogTexts } from './search-alert-dialog-texts';

describe('searchAlertDialogTexts', () => {
  it('gives every text of the dialog in both languages, the name limit filled in', async () => {
    const en = searchAlertDialogTexts(await getT('en', 'search'));
    expect(en).toMatchObject({ title: 'E-mail me new matches', nameHint: 'Up to 80 characters' });
    expect(en.frequencies.weekly.label).toBe('Weekly');
    const nl = searchAlertDialogTexts(await getT('nl', 'search'));
    expect(nl).toMatchObject({ title: 'Mail me nieuwe woningen', nameHint: 'Maximaal 80 tekens' });
    expect(nl.frequencies.instant.label).toBe('Direct');
    for (const texts of [en, nl]) {
      const all = [
        ...Object.values(texts).filter((value) => typeof value === 'string'),
        ...Object.values(texts.frequencies).flatMap(({ label, hint }) => [label, hint]),
      ];
      for (const text of all) expect(text).not.toMatch(/^alert\.|{{/);
    }
  });
});
