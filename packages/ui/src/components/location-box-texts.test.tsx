import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { locationBoxTexts } from './location-box-texts';

describe('locationBoxTexts', () => {
  it('keeps the placeholders the box fills in, in both languages', async () => {
    const en = locationBoxTexts(await getT('en', 'search'));
    expect(en).toMatchObject({ label: 'City or street', street: 'Street in {city}' });
    expect(en.found).toContain('{count}');
    const nl = locationBoxTexts(await getT('nl', 'search'));
    expect(nl).toMatchObject({ label: 'Stad of straat', street: 'Straat in {city}' });
    expect(nl.found).toContain('{count}');
  });
});
