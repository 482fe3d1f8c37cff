import { ListingStatus } from '@rooms/domain';
import { I18nProvider } from '@rooms/i18n/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { PublishPanel } from './publish-panel';
import { ReactivatePanel } from './reactivate-panel';

import type { ReactElement } from 'react';

/** The server HTML of a panel (texts are their keys: no resources given). */
function serverHtml(panel: ReactElement): string {
  return renderToString(
    <I18nProvider locale="en" resources={{}}>
      {panel}
    </I18nProvider>,
  );
}

/** The `<button>` tags of the HTML (links are `<a>`). */
function buttons(html: string): string[] {
  return html.match(/<button[^>]*>/g) ?? [];
}

describe('the wizard’s one-tap actions in the server HTML', () => {
  it('Publish refuses taps until the page script has hydrated it; Preview is a link that works', () => {
    const html = serverHtml(
      <PublishPanel
        listingID={12}
        status={ListingStatus.Concept}
        previewHref="/en/create-listing/12/preview"
        advertHref="/en/for-rent/room-groningen/herestraat/room-12"
        myAdvertsHref="/en/my-adverts"
      />,
    );
    const [publish] = buttons(html);
    expect(buttons(html)).toHaveLength(1);
    expect(publish).toMatch(/disabled=""/);
    expect(html).toMatch(/<a[^>]*href="\/en\/create-listing\/12\/preview"/);
  });

  it('Reactivate refuses taps until the page script has hydrated it', () => {
    const html = serverHtml(
      <ReactivatePanel
        listingID={12}
        advertHref="/en/for-rent/room-groningen/herestraat/room-12"
      />,
    );
    expect(buttons(html)).toHaveLength(1);
    expect(buttons(html)[0]).toMatch(/disabled=""/);
  });
});
