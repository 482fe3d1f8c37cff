import { getT } from '@rooms/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { RentOutFigures } from './rent-out-figures';

import type { FigureTexts } from './figures-format';
import type { RentOutFiguresProps } from './rent-out-figures';

const CITIES = [
  { name: 'Amsterdam', slug: 'amsterdam' },
  { name: 'Rotterdam', slug: 'rotterdam' },
];

async function markup(props: Partial<RentOutFiguresProps> = {}): Promise<string> {
  const texts = (await getT('en', 'content'))('figures', { returnObjects: true }) as FigureTexts;
  return renderToStaticMarkup(
    <RentOutFigures
      locale="en"
      texts={texts}
      cities={CITIES}
      initialTenants={{ count: 1234, scope: 'city', cityName: 'Amsterdam' }}
      initialAverage={{ cityName: 'Amsterdam', averageDays: 16, sampleSize: 40, basis: 'city' }}
      {...props}
    />,
  );
}

describe('RentOutFigures', () => {
  it('arrives with the default city figures and a labelled native city picker', async () => {
    const html = await markup();
    expect(html).toContain('<dd');
    expect(html).toContain('1,234');
    expect(html).toContain('16 days');
    expect(html).toContain('In Amsterdam');
    const id = /<select[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}"`);
    expect(html.match(/<option /g)).toHaveLength(2);
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('aria-busy="false"');
  });

  it('shows placeholders, not an error, while the server could not read the figures', async () => {
    const html = await markup({ initialTenants: null, initialAverage: null });
    expect(html).not.toContain('1,234');
    expect(html).not.toContain('role="alert"');
  });

  it('has no picker for a single city and shows the error without any city', async () => {
    expect(await markup({ cities: CITIES.slice(0, 1) })).not.toContain('<select');
    const texts = (await getT('en', 'content'))('figures', { returnObjects: true }) as FigureTexts;
    const html = await markup({ cities: [], initialTenants: null, initialAverage: null });
    expect(html).toContain('role="alert"');
    expect(html).toContain(texts.error);
  });
});
