import { getT } from '@rooms/i18n';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { RentCheckBadge } from './rent-check-badge';

describe('RentCheckBadge', () => {
  it('says its words with a decorative icon, and takes the caller class', () => {
    const { getByTestId } = render(
      <RentCheckBadge label="Rent within the legal maximum (estimate)" className="extra" />,
    );
    const badge = getByTestId('rent-check-badge');
    expect(badge.tagName).toBe('P');
    expect(badge.textContent).toBe('Rent within the legal maximum (estimate)');
    expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(badge.classList.contains('extra')).toBe(true);
  });

  it('is plain markup on the server in both languages (no script, no inline SVG, no MUI)', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const t = await getT(locale, 'rentCheck');
      const html = renderToStaticMarkup(<RentCheckBadge label={t('badge')} />);
      expect(html).toContain(t('badge'));
      expect(html).toContain('(');
      expect(html).not.toMatch(/<svg|<script|Mui/);
    }
  });
});
