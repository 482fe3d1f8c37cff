import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SessionProvider } from '../../client/session';
import { ANONYMOUS_SESSION } from '../../client/session-store';

import { ListingFavoriteToggle } from './listing-favorite-toggle';

import type { CurrentUser } from '../../client/session';

const LABELS = {
  label: 'Favoriet',
  signIn: 'Favoriet: log in om deze woning te bewaren',
  error: 'Opslaan is niet gelukt.',
  close: 'Sluiten',
};

function serverHtml(user: CurrentUser | null): string {
  return renderToString(
    <SessionProvider known={{ ...ANONYMOUS_SESSION, user }}>
      <ListingFavoriteToggle
        listingId={879}
        locale="nl"
        listingPath="/huren/kamer-groningen/multatulistraat/room-879"
        initialPressed
        labels={LABELS}
      />
    </SessionProvider>,
  );
}

describe('ListingFavoriteToggle in the server HTML', () => {
  it('is a pressed toggle that refuses taps until the page script has hydrated it', () => {
    const html = serverHtml({
      userid: 7,
      usernamefirst: 'Sanne',
      useremail: 'sanne@example.nl',
      userphoto: null,
      haspremiumaccount: false,
      productshortdescription: null,
    });
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*disabled=""/);
  });

  it('is a plain sign-in link for anonymous visitors, usable before any script runs', () => {
    const html = serverHtml(null);
    expect(html).not.toContain('<button');
    expect(html).toContain(
      'href="/gebruiker/inloggen?returnUrl=%2Fhuren%2Fkamer-groningen%2Fmultatulistraat%2Froom-879"',
    );
  });
});
