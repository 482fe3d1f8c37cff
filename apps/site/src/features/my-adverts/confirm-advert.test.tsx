import { pathFor, RESOURCES } from '@rooms/i18n';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmAdvert } from './confirm-advert';
import { confirmAdvertTexts } from './confirm-advert-texts';

const { loadBrowserApi } = vi.hoisted(() => ({ loadBrowserApi: vi.fn() }));
vi.mock('../../client/load-browser-api', () => ({ loadBrowserApi }));

describe('confirmAdvertTexts', () => {
  it('gives the page its texts and the §8 text of a spent link, in both languages', () => {
    for (const locale of ['nl', 'en'] as const) {
      const texts = confirmAdvertTexts(locale);
      expect(texts.invalid).toBe(RESOURCES[locale].errors.confirm_link_invalid);
      expect(texts.confirmed).toContain('{{title}}');
      expect(texts.reactivated).toContain('{{title}}');
    }
  });
});

describe('ConfirmAdvert in the server HTML', () => {
  it('says it is working and links to My adverts, and posts nothing on the server', () => {
    const html = renderToString(
      <ConfirmAdvert
        locale="nl"
        token="12.abc"
        texts={confirmAdvertTexts('nl')}
        myAdvertsPath={pathFor('myAdverts', 'nl')}
      />,
    );
    expect(html).toMatch(
      /<p role="status"[^>]*data-testid="confirm-advert-status"[^>]*>Je advertentie wordt bevestigd…<\/p>/,
    );
    expect(html).toContain('href="/mijn-advertenties"');
    // Mail scanners fetch the HTML: the confirmation waits for the browser.
    expect(loadBrowserApi).not.toHaveBeenCalled();
  });
});
