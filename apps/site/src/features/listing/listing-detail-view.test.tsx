import { getT, pathFor } from '@rooms/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { SessionProvider } from '../../client/session';
import { ANONYMOUS_SESSION } from '../../client/session-store';

import { ListingDetailView } from './listing-detail-view';
import { listingFixture } from './listing-fixture';
import { canonicalListingPath } from './listing-paths';

import type { CurrentUser } from '../../client/session';
import type { ListingDetailViewProps } from './listing-detail-view';
import type { Locale } from '@rooms/i18n';

// The lazily loaded parts (Leaflet, the report dialog) never render on the server.
vi.mock('next/dynamic', () => ({ default: () => () => null }));

const TODAY = '2026-11-01';

async function render(
  locale: Locale,
  props: Partial<ListingDetailViewProps> = {},
  user: CurrentUser | null = null,
): Promise<string> {
  const t = await getT(locale, 'listing');
  const view = await ListingDetailView({
    listing: listingFixture(),
    locale,
    t,
    today: TODAY,
    ...props,
  });
  return renderToStaticMarkup(
    <SessionProvider known={{ ...ANONYMOUS_SESSION, user }}>{view}</SessionProvider>,
  );
}

/** Text as lower-case words separated by single spaces, punctuation dropped. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Links and buttons of the markup named by `aria-label` that also show text: their name and the
 * text they show (tags dropped), as words.
 */
function labelledControls(html: string): { name: string; shown: string }[] {
  return [...html.matchAll(/<(a|button)\b([^>]*)>(.*?)<\/\1>/gs)].flatMap(
    ([, , attributes, content]) => {
      const name = /aria-label="([^"]*)"/.exec(attributes ?? '')?.[1];
      const shown = words((content ?? '').replace(/<[^>]*>/g, ' '));
      return name === undefined || shown === '' ? [] : [{ name: words(name), shown }];
    },
  );
}

describe('ListingDetailView', () => {
  it('renders the whole listing on the server, without MUI, in Dutch and English', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const [t, tMap] = await Promise.all([getT(locale, 'listing'), getT(locale, 'map')]);
      const html = await render(locale);
      expect(html).not.toMatch(/Mui|css-[a-z0-9]+/);
      expect(html).toContain(`<nav aria-label="${t('breadcrumb.label')}"`);
      expect(html).toContain(`href="${pathFor('home', locale)}"`);
      expect(html).toMatch(/<h1[^>]*>12 m² kamer aan de Frankenstraat, Den Haag<\/h1>/);
      expect(html).toContain(`<section aria-label="${t('price.heading')}"`);
      expect(html).toContain(`href="${pathFor('reactToListing', locale, { listingID: 1 })}"`);
      expect(html).toContain(
        `aria-label="${tMap('location.label', { label: 'Frankenstraat, Den Haag' })}"`,
      );
      expect(html).toContain(`href="${pathFor('landlordProfile', locale, { landlordID: 428 })}"`);
      expect(html).toContain(`>${t('description.heading')}</h2>`);
      expect(html).toContain(`>${t('actions.share')}</button>`);
    }
  });

  it('leads anonymous visitors to sign in for favourite and report, coming back here', async () => {
    const tMessages = await getT('nl', 'messages');
    const t = await getT('nl', 'listing');
    const html = await render('nl');
    const signIn = pathFor('login', 'nl', undefined, {
      returnUrl: canonicalListingPath(listingFixture(), 'nl'),
    }).replaceAll('&', '&amp;');
    expect(html).toContain(`href="${signIn}"`);
    expect(html).toContain(`aria-label="${t('favorite.signIn')}"`);
    expect(html).toContain(`>${tMessages('report.listingSignIn')}</a>`);
    expect(html).toContain(`>${t('freshness.signIn')}</a>`);
    expect(html).not.toContain('aria-pressed');
  });

  it('says on which day the landlord last confirmed the advert, under the landlord', async () => {
    const html = await render('nl');
    expect(html).toContain('Nog beschikbaar · bevestigd op 25 november');
    expect(html.indexOf('data-testid="advert-freshness"')).toBeGreaterThan(
      html.indexOf('Verhuurder'),
    );
    const english = await render('en');
    expect(english).toContain('Still available · confirmed on 25 November');
  });

  it('names each labelled link and button with the words it shows (WCAG 2.5.3), nl and en', async () => {
    const user: CurrentUser = {
      userid: 7,
      usernamefirst: 'Lotte',
      useremail: 'lotte@example.nl',
      userphoto: null,
      haspremiumaccount: false,
      productshortdescription: null,
    };
    for (const locale of ['nl', 'en'] as const) {
      const t = await getT(locale, 'listing');
      const anonymous = labelledControls(await render(locale));
      // The anonymous visitor's favourite is a sign-in link showing "Favoriet"/"Favourite".
      expect(anonymous).toContainEqual({
        name: words(t('favorite.signIn')),
        shown: words(t('favorite.label')),
      });
      const signedIn = labelledControls(await render(locale, {}, user));
      for (const control of [...anonymous, ...signedIn]) {
        expect(` ${control.name} `, `"${control.shown}" is in its name`).toContain(
          ` ${control.shown} `,
        );
      }
    }
  });

  it('shows a signed-in visitor’s saved listing as a pressed heart and offers reporting', async () => {
    const tMessages = await getT('en', 'messages');
    const user: CurrentUser = {
      userid: 7,
      usernamefirst: 'Lotte',
      useremail: 'lotte@example.nl',
      userphoto: null,
      haspremiumaccount: false,
      productshortdescription: null,
    };
    const html = await render('en', { isFavorite: true }, user);
    expect(html).toMatch(/<button type="button"[^>]*aria-pressed="true"[^>]*>/);
    expect(html).toContain(`>${tMessages('report.listingButton')}</button>`);
    expect(html).toMatch(/data-testid="already-let-button"[^>]*>Already let\?<\/button>/);
  });

  it('shows the landlord no report button on their own advert', async () => {
    const tMessages = await getT('en', 'messages');
    const user: CurrentUser = {
      userid: 428,
      usernamefirst: 'Eva',
      useremail: 'eva@example.nl',
      userphoto: null,
      haspremiumaccount: false,
      productshortdescription: null,
    };
    const html = await render('en', {}, user);
    expect(html).not.toContain(tMessages('report.listingButton'));
    expect(html).not.toContain('already-let');
    expect(html).toContain('data-testid="advert-freshness"');
  });

  it('in the landlord’s preview: a disabled react button, no favourite, share or report', async () => {
    const t = await getT('nl', 'listing');
    const html = await render('nl', { preview: true });
    expect(html).toMatch(
      new RegExp(`<button type="button" disabled=""[^>]*>${t('actions.react')}`),
    );
    expect(html).not.toContain(t('favorite.signIn'));
    expect(html).not.toContain(t('actions.share'));
    expect(html).not.toContain('advert-freshness');
  });

  it("shows a room's legal rent check on the server, and none for an apartment", async () => {
    for (const locale of ['nl', 'en'] as const) {
      const t = await getT(locale, 'rentCheck');
      const room = await render(locale, { listing: listingFixture({ rentCents: 10_000 }) });
      expect(room).toContain(`aria-label="${t('heading')}"`);
      expect(room).toContain('data-state="within"');
      expect(room).toContain(t('badge'));
      expect(room).toContain(
        'href="https://www.huurcommissie.nl/huurcommissie-helpt/beschikbare-tools/huurprijscheck-en-puntentelling" target="_blank" rel="noopener"',
      );
      const dear = await render(locale, { listing: listingFixture({ rentCents: 250_000 }) });
      expect(dear).toContain('data-state="above"');
      expect(dear).not.toContain(t('badge'));
      const apartment = await render(locale, { listing: listingFixture({ listingType: 2 }) });
      expect(apartment).not.toContain('data-testid="rent-check"');
    }
  });
});
