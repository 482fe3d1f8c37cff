import { getT, pathFor } from '@rooms/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SessionProvider } from '../../client/session';
import { ANONYMOUS_SESSION } from '../../client/session-store';

import { LandlordProfileView } from './landlord-profile-view';

import type { CurrentUser } from '../../client/session';
import type { LandlordListingsPage } from './landlord-profile-view';
import type { Locale } from '@rooms/i18n';

const TODAY = '2026-11-01';

const USER: CurrentUser = {
  userid: 7,
  usernamefirst: 'Lotte',
  useremail: 'lotte@example.nl',
  userphoto: null,
  haspremiumaccount: false,
  productshortdescription: null,
};

type Card = LandlordListingsPage['listings'][number];

function card(id: number, streetName: string): Card {
  return {
    id,
    listingType: 1,
    title: `Kamer aan de ${streetName}`,
    cityName: 'Groningen',
    citySlug: 'groningen',
    streetName,
    streetSlug: streetName.toLowerCase(),
    rentCents: 47500,
    serviceCostsCents: 0,
    surfaceM2: 18,
    furnishing: 4,
    availableFrom: '2026-10-01',
    availableTo: null,
    coverImageKey: null,
    lat: 53.2,
    lng: 6.56,
    isTopAdvert: false,
    publishedAt: '2026-10-01T10:00:00Z',
    confirmedAt: '2026-10-01T10:00:00Z',
    isRentWithinLegalEstimate: false,
  };
}

function profilePage(listings: Card[], totalCount = listings.length): LandlordListingsPage {
  return {
    landlord: {
      id: 428,
      firstName: 'Eva',
      photoKey: null,
      memberSince: '2025-03-14T09:00:00Z',
      replyTime: null,
    },
    listings,
    totalCount,
    pageNo: 2,
    rowsPerPage: 2,
  };
}

async function render(
  locale: Locale,
  page: LandlordListingsPage,
  options: { user?: CurrentUser | null; favoriteIds?: readonly number[] | null } = {},
): Promise<string> {
  const [t, tSearch] = await Promise.all([getT(locale, 'listing'), getT(locale, 'search')]);
  return renderToStaticMarkup(
    <SessionProvider known={{ ...ANONYMOUS_SESSION, user: options.user ?? null }}>
      <LandlordProfileView
        page={page}
        locale={locale}
        t={t}
        tSearch={tSearch}
        today={TODAY}
        favoriteIds={options.favoriteIds ?? null}
      />
    </SessionProvider>,
  );
}

describe('LandlordProfileView', () => {
  it('shows the landlord, the adverts and the pages; hearts lead anonymous visitors to sign in', async () => {
    const t = await getT('en', 'listing');
    const html = await render(
      'en',
      profilePage([card(11, 'Vismarkt'), card(12, 'Oosterstraat')], 5),
    );
    expect(html).toMatch(/<h1[^>]*>[^<]*Eva[^<]*<\/h1>/);
    expect(html).toContain('March 2025');
    expect(html).toContain(`>${t('landlordProfile.advertsHeading')}</h2>`);
    const profile = pathFor('landlordProfile', 'en', { landlordID: 428 });
    const signIn = pathFor('login', 'en', undefined, { returnUrl: `${profile}?pageNo=2` });
    expect(html).toContain(`aria-label="${t('favorite.signInFor', { title: 'Vismarkt' })}"`);
    expect(html).toContain(`href="${signIn.replaceAll('&', '&amp;')}"`);
    expect(html).toContain(`<nav aria-label="${t('landlordProfile.pages')}"`);
    expect(html).toContain(`href="${profile}?pageNo=3"`);
    expect(html).not.toContain('aria-pressed');
    expect(html).not.toMatch(/Mui|css-[a-z0-9]+/);
  });

  it('fills in the hearts of a signed-in visitor from the ids read on the server', async () => {
    const t = await getT('nl', 'listing');
    const html = await render('nl', profilePage([card(11, 'Vismarkt'), card(12, 'Oosterstraat')]), {
      user: USER,
      favoriteIds: [12],
    });
    const pressed = (title: string) =>
      /aria-pressed="(\w+)"/.exec(
        html
          .match(/<button[^>]*>/g)
          ?.find((tag) => tag.includes(`aria-label="${t('favorite.labelFor', { title })}"`)) ?? '',
      )?.[1];
    expect(pressed('Vismarkt')).toBe('false');
    expect(pressed('Oosterstraat')).toBe('true');
  });

  it('says so when the landlord has no adverts and leads to the search', async () => {
    const t = await getT('en', 'listing');
    const html = await render('en', profilePage([], 0));
    expect(html).toContain(t('landlordProfile.emptyHeading', { name: 'Eva' }));
    expect(html).not.toContain(t('landlordProfile.advertsHeading'));
    expect(html).not.toContain('<nav');
    expect(html).not.toMatch(/Mui|css-[a-z0-9]+/);
  });

  it('says how fast the landlord replies once there are enough reactions (issue 28)', async () => {
    const page = profilePage([card(11, 'Vismarkt')]);
    expect(await render('nl', page)).not.toContain('Reageert meestal');
    const withReplies = {
      ...page,
      landlord: {
        ...page.landlord,
        replyTime: { reactions: 12, answeredPercent: 75, medianReplyMinutes: 150 },
      },
    };
    const html = await render('nl', withReplies);
    expect(html).toContain('<strong>Reageert meestal binnen 3 uur</strong>');
    expect(html).toContain('75% van 12 reacties beantwoord in de afgelopen 90 dagen');
  });
});
