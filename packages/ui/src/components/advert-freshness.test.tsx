import { getT } from '@rooms/i18n';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AdvertFreshness } from './advert-freshness';

describe('AdvertFreshness', () => {
  it('says the line with a decorative icon and shows the action after it', () => {
    render(
      <AdvertFreshness
        label="Still available · confirmed on 25 November"
        action={<button type="button">Already let?</button>}
        className="extra"
      />,
    );
    const line = screen.getByTestId('advert-freshness');
    expect(line.textContent).toBe('Still available · confirmed on 25 November');
    expect(line.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Already let?' })).toBeTruthy();
    expect(line.parentElement?.classList.contains('extra')).toBe(true);
  });

  it('is plain markup on the server in both languages (no script, no inline SVG, no MUI)', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const t = await getT(locale, 'listing');
      const label = t('freshness.line', { date: '25 november' });
      const html = renderToStaticMarkup(<AdvertFreshness label={label} />);
      expect(html).toContain(label);
      expect(html).not.toMatch(/<svg|<script|Mui/);
    }
  });
});
