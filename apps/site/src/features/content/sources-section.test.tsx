import { getT, LOCALES } from '@rooms/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { contentPageTexts } from './content-pages';
import { SOURCES, SourcesSection } from './sources-section';

describe('SourcesSection', () => {
  it.each(LOCALES)('credits every source with its licence in %s', async (locale) => {
    const t = await getT(locale, 'content');
    const html = renderToStaticMarkup(<SourcesSection t={t} />);
    // The attribution the licences ask for (CC BY 4.0: GeoNames, CBS), the courtesy one (BAG)
    // and the publishers of the rent figures, with their period.
    expect(html).toContain('GeoNames');
    expect(html).toContain('CC BY 4.0');
    expect(html).toMatch(/CBS\), (gemeentelijke indeling|municipal division) 2025/);
    expect(html).toContain('Kadaster, BAG');
    expect(html).toContain('CC0 1.0');
    expect(html).toMatch(/Kamernet.*Pararius/s);
    expect(html).toMatch(/2022.*2025/s);
    expect(html).toContain('href="https://www.geonames.org/"');
    expect(html).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
    for (const { websites } of Object.values(SOURCES)) {
      for (const { href } of websites) expect(html).toContain(`href="${href}"`);
    }
    expect(html.match(/<li/g)).toHaveLength(Object.keys(SOURCES).length);
  });

  it.each(LOCALES)('has an anchor no section of the about page uses in %s', async (locale) => {
    const t = await getT(locale, 'content');
    const html = renderToStaticMarkup(<SourcesSection t={t} />);
    const id = t('sources.id');
    expect(html).toContain(`<h2 id="${id}"`);
    expect(contentPageTexts(t, 'aboutUs').sections.map((section) => section.id)).not.toContain(id);
  });
});
