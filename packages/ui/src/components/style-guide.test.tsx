import { getT } from '@rooms/i18n';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { themeTokens } from '../theme-tokens';

import {
  BreakpointTable,
  ColourSwatches,
  ShapeSamples,
  SpacingScale,
  TypeScale,
} from './style-guide';
import { styleGuideLabels } from './style-guide-labels';

const tokens = themeTokens();
const levels = { AAA: 'AAA', AA: 'AA', AALarge: 'AA groot', fail: 'onder AA' };

describe('ColourSwatches', () => {
  it('draws each colour from its variable with its text colour, value and contrast', () => {
    render(
      <ColourSwatches
        colours={tokens.colours}
        locale="nl"
        labels={{ list: 'Paletkleuren', text: 'Tekst', contrast: 'Contrast', levels }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Paletkleuren' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(tokens.colours.length);
    const primary = items.find((item) => item.querySelector('dt')?.textContent === 'primary.main');
    expect(primary?.textContent).toContain('--mui-palette-primary-main');
    expect(primary?.textContent).toContain('Tekst: primary.contrastText');
    expect(primary?.textContent).toContain('Contrast: 7,50:1 · AAA');
    const sample = primary?.querySelector<HTMLElement>('[style]');
    expect(sample?.style.backgroundColor).toBe('var(--mui-palette-primary-main)');
    expect(sample?.style.color).toBe('var(--mui-palette-primary-contrastText)');
    const light = items.find((item) => item.querySelector('dt')?.textContent === 'primary.light');
    expect(light?.textContent).toContain('AA groot');
  });
});

describe('TypeScale', () => {
  it('shows every style with its sizes, the headings with the responsive classes', () => {
    render(
      <TypeScale
        tokens={tokens.typeScale}
        sample="Vind je kamer"
        labels={{
          list: 'Letterschaal',
          size: 'Grootte',
          weight: 'Dikte',
          lineHeight: 'Regelhoogte',
        }}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Letterschaal' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(tokens.typeScale.length);
    expect(rows[0]?.textContent).toContain('Grootte 2rem → 2.5rem (sm) → 3rem (md)');
    const samples = screen.getAllByText('Vind je kamer');
    expect(samples[0]?.className).toMatch(/h1/);
    // jsdom drops a font shorthand holding var(); the server's markup shows what is set.
    const html = renderToStaticMarkup(
      <TypeScale
        tokens={tokens.typeScale.filter((token) => token.variant === 'subtitle1')}
        sample="Vind je kamer"
        labels={{ list: 'L', size: 'S', weight: 'W', lineHeight: 'H' }}
      />,
    );
    expect(html).toContain('style="font:var(--mui-font-subtitle1)"');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('SpacingScale, BreakpointTable and ShapeSamples', () => {
  it('draw the steps, breakpoints and shadows from the theme', () => {
    render(
      <>
        <SpacingScale tokens={tokens.spacing} unitPx={tokens.spacingUnitPx} label="Witruimte" />
        <BreakpointTable
          tokens={tokens.breakpoints}
          labels={{ caption: 'Breekpunten', name: 'Naam', from: 'Vanaf', query: 'Media query' }}
        />
        <ShapeSamples
          radiusVariable={tokens.radius.variable}
          radiusLabel="Hoekafronding: 8px"
          shadows={tokens.shadows}
          shadowsLabel="Schaduwen"
          elevationLabel={(level) => `Hoogte ${level}`}
        />
      </>,
    );
    expect(screen.getByText('2 × 8 = 16 px')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Breekpunten' });
    expect(within(table).getAllByRole('row')).toHaveLength(tokens.breakpoints.length + 1);
    expect(within(table).getByText('@media (min-width:1024px)')).toBeTruthy();
    const shadow = screen.getByText('Hoogte 24').closest('li');
    expect(shadow?.style.boxShadow).toBe('var(--mui-shadows-24)');
  });
});

describe('styleGuideLabels', () => {
  it('reads every text of the guide in the language asked for', async () => {
    const nl = styleGuideLabels(await getT('nl', 'content'));
    const en = styleGuideLabels(await getT('en', 'content'));
    expect(nl.palette.list).toBe('Paletkleuren');
    expect(nl.palette.levels.AALarge).toBe('AA voor grote tekst');
    expect(en.surfaces.list).toBe('Text colours on the page backgrounds');
    expect(en.radius('8px')).toMatch(/: 8px$/);
    expect(nl.elevation(24)).toBe('Hoogte 24');
    expect(en.breakpoints.caption).toBe('The breakpoints');
  });
});
