import { AlertFrequency } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { SAMPLE_PSA_IDENTIFIER, sampleAlertEmailProps, sampleAlertListings } from '../samples';

import { renderAlertEmail } from './render-alert-email';

import type { AlertEmailProps } from './alert-email-props';

/** The decoded `href`s of the HTML, in document order. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

/** The listing page links of the HTML (the sample listings' paths end in `-{id}`). */
function listingHrefs(html: string): string[] {
  return hrefs(html).filter((href) => /\/(kamer|room)-\d+(\?|$)/.test(href));
}

/** The text of the HTML without tags and with entities decoded (what a reader sees). */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

const withPsa = (url: string) => `${url}?psaIdentifier=${SAMPLE_PSA_IDENTIFIER}`;

describe('renderAlertEmail: languages', () => {
  it('Dutch daily digest: Dutch subject, heading, amounts and footer; <html lang="nl">', async () => {
    const email = await renderAlertEmail(
      sampleAlertEmailProps({ locale: 'nl', frequency: AlertFrequency.Daily, matchCount: 3 }),
    );
    expect(email.subject).toBe('Je alert van vandaag: 3 nieuwe woningen voor “Kamer in Groningen”');
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toMatch(/<html[^>]* lang="nl"/);
    const text = visibleText(email.html);
    expect(text).toContain('Je dagelijkse alert “Kamer in Groningen”');
    expect(text).toContain(
      '3 nieuwe advertenties pasten het afgelopen etmaal bij je zoekopdracht.',
    );
    expect(text).toContain('Je zoekopdracht: Kamers in Groningen tot € 600, vanaf 12 m²');
    // Dutch money: "€ 395", "€ 422,50" (a no-break space after the sign).
    expect(text).toContain('€ 395 per maand · 12 m²');
    expect(text).toContain('€ 422,50 per maand · 15 m²');
    expect(text).toContain('Herestraat, Groningen');
    expect(text).toContain('een dagelijks overzicht wilt ontvangen');
    expect(text).toContain('Afmelden voor deze alert');
    expect(text).toContain('Je alerts aanpassen');
  });

  it('English instant e-mail: English subject, heading, amounts and footer; <html lang="en">', async () => {
    const email = await renderAlertEmail(
      sampleAlertEmailProps({ locale: 'en', frequency: AlertFrequency.Instant, matchCount: 1 }),
    );
    expect(email.subject).toBe('1 new home for “Room in Groningen”');
    expect(email.html).toMatch(/<html[^>]* lang="en"/);
    const text = visibleText(email.html);
    expect(text).toContain('New for your alert “Room in Groningen”');
    expect(text).toContain('1 new listing matches your search.');
    expect(text).toContain('€395 per month · 12 m²');
    expect(text).toContain('Room on Herestraat');
    expect(text).toContain('asked for new listings right away');
    expect(text).toContain('Unsubscribe from this alert');
    expect(text).toContain('Change your alerts');
    expect(text).not.toMatch(/maand|advertentie/);
  });

  it('weekly digest: its own subject, heading and reason in the footer', async () => {
    const email = await renderAlertEmail(
      sampleAlertEmailProps({ locale: 'en', frequency: AlertFrequency.Weekly, matchCount: 2 }),
    );
    expect(email.subject).toBe('This week’s alert: 2 new homes for “Room in Groningen”');
    expect(visibleText(email.html)).toContain('Your weekly alert “Room in Groningen”');
    expect(visibleText(email.html)).toContain('asked for a weekly overview');
  });

  it('an alert without a name is named by its search in words', async () => {
    const email = await renderAlertEmail(sampleAlertEmailProps({ locale: 'nl', alertName: null }));
    expect(email.subject).toContain('“Kamers in Groningen tot € 600, vanaf 12 m²”');
    const text = visibleText(email.html);
    expect(text).toContain('Je dagelijkse alert “Kamers in Groningen tot € 600, vanaf 12 m²”');
    expect(text).not.toContain('Je zoekopdracht:');
  });
});

describe('renderAlertEmail: listings and links', () => {
  it('links every listing (photo and title) to its page with the alert’s psaIdentifier', async () => {
    const props = sampleAlertEmailProps({ locale: 'nl', matchCount: 5 });
    const email = await renderAlertEmail(props);
    const links = listingHrefs(email.html);
    // Title and photo link per listing; the fifth sample listing has no photo.
    expect(links).toHaveLength(9);
    for (const link of links)
      expect(new URL(link).searchParams.get('psaIdentifier')).toBe(SAMPLE_PSA_IDENTIFIER);
    expect([...new Set(links)]).toEqual(props.listings.map((listing) => withPsa(listing.url)));
  });

  it('shows each photo by its absolute URL with the title as alternative text', async () => {
    const props: AlertEmailProps = {
      ...sampleAlertEmailProps({ locale: 'en', matchCount: 1 }),
      listings: [
        {
          ...sampleAlertListings(1, 'en')[0]!,
          photoUrl: 'https://rooms.example/images/4210000/1/card.webp',
        },
      ],
    };
    const email = await renderAlertEmail(props);
    expect(email.html).toMatch(
      /<img alt="Photo of Room on Herestraat"[^>]* src="https:\/\/rooms\.example\/images\/4210000\/1\/card\.webp"/,
    );
  });

  it('the plain-text part has the same listings, links and amounts as the HTML', async () => {
    const props = sampleAlertEmailProps({ locale: 'en', matchCount: 4, nearMisses: true });
    const email = await renderAlertEmail(props);
    for (const listing of [...props.listings, ...(props.nearMisses ?? [])]) {
      expect(email.text).toContain(`${listing.title} <${withPsa(listing.url)}>`);
      expect(email.text).toContain(`${listing.street}, Groningen`);
    }
    expect(email.text).toContain('€395 per month · 12\u00a0m²');
    expect(email.text).toContain('€25 above your maximum rent');
    expect(email.text).toContain(`Unsubscribe from this alert <${props.unsubscribeUrl}>`);
    expect(email.text).toContain(`Change your alerts <${props.settingsUrl}>`);
    expect(email.text).not.toMatch(/<(img|a|td|table)\b/);
    // The text lists exactly the listings the HTML links to.
    const textLinks = [...email.text.matchAll(/<(https:[^>]+-\d+\?psaIdentifier=[^>]+)>/g)].map(
      (m) => m[1],
    );
    expect(new Set(textLinks)).toEqual(new Set(listingHrefs(email.html)));
  });

  it('escapes landlords’ and users’ text in the HTML (title, street, alert name)', async () => {
    const base = sampleAlertEmailProps({ locale: 'en', matchCount: 1 });
    const email = await renderAlertEmail({
      ...base,
      alertName: 'My <img src=x onerror=alert(2)> alert',
      listings: [
        {
          ...base.listings[0]!,
          title: 'Room <script>alert(1)</script>',
          street: 'Herestraat"><script>alert(3)</script>',
        },
      ],
    });
    expect(email.html).not.toMatch(/<script|<img src=x/i);
    expect(email.html).toContain('Room &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('My &lt;img src=x onerror=alert(2)&gt; alert');
    // In an attribute (the photo's alternative text) the quote cannot end it.
    expect(email.html).toContain('alt="Photo of Room &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(visibleText(email.html)).toContain('Herestraat"><script>alert(3)</script>, Groningen');
    // The plain-text part is text: shown as written, nothing to interpret.
    expect(email.text).toContain('Room <script>alert(1)</script>');
  });
});

describe('renderAlertEmail: "see all N new matches"', () => {
  it('links to the search when there are more matches than listed, and lists at most 20', async () => {
    const props = sampleAlertEmailProps({ locale: 'nl', matchCount: 23 });
    const email = await renderAlertEmail({ ...props, listings: sampleAlertListings(23, 'nl') });
    expect(new Set(listingHrefs(email.html)).size).toBe(20);
    expect(visibleText(email.html)).toContain('Bekijk alle 23 nieuwe resultaten');
    expect(hrefs(email.html)).toContain(props.searchUrl);
    expect(email.text).toContain(`Bekijk alle 23 nieuwe resultaten <${props.searchUrl}>`);
  });

  it('is left out when every match is listed', async () => {
    const props = sampleAlertEmailProps({ locale: 'en', matchCount: 20 });
    const email = await renderAlertEmail(props);
    expect(new Set(listingHrefs(email.html)).size).toBe(20);
    expect(email.html).not.toContain('See all');
    expect(email.text).not.toContain('See all');
    expect(hrefs(email.html)).not.toContain(props.searchUrl);
  });
});

describe('renderAlertEmail: near misses', () => {
  it('labels each near miss with the filter it misses and by how much (nl)', async () => {
    const email = await renderAlertEmail(sampleAlertEmailProps({ locale: 'nl', nearMisses: true }));
    const text = visibleText(email.html);
    expect(text).toContain('Bijna raak');
    expect(text).toMatch(/Kamer aan de Turfsingel .*€ 625 per maand .*€ 25 boven je maximale huur/);
    expect(text).toMatch(
      /Kamer aan de Praediniussingel .*11 m² .*1 m² onder je minimale oppervlakte/,
    );
  });

  it('labels them in English, shows at most 3, and no section without near misses', async () => {
    const props = sampleAlertEmailProps({ locale: 'en', nearMisses: true });
    const nearMiss = props.nearMisses![0]!;
    const email = await renderAlertEmail({
      ...props,
      nearMisses: [
        ...props.nearMisses!,
        { ...nearMiss, url: `${nearMiss.url}0`, reason: { filter: 'maxRent', overByCents: 1_050 } },
        { ...nearMiss, url: `${nearMiss.url}1`, reason: { filter: 'maxRent', overByCents: 500 } },
      ],
    });
    const text = visibleText(email.html);
    expect(text).toContain('Almost a match');
    expect(text).toContain('€25 above your maximum rent');
    expect(text).toContain('1 m² below your minimum');
    expect(text).toContain('€10.50 above your maximum rent');
    expect(text).not.toContain('€5 above your maximum rent');
    const without = await renderAlertEmail(sampleAlertEmailProps({ locale: 'en' }));
    expect(without.html).not.toContain('Almost a match');
    expect(without.html).not.toContain('above your maximum rent');
  });
});

describe('renderAlertEmail: footer', () => {
  it('has a visible unsubscribe link and a link to the alert settings', async () => {
    const props = sampleAlertEmailProps({ locale: 'nl' });
    const email = await renderAlertEmail(props);
    expect(props.unsubscribeUrl).toBe(
      `https://rooms.example/email-uitschrijven?emailType=proactive_search_alert&psaIdentifier=${SAMPLE_PSA_IDENTIFIER}`,
    );
    expect(email.html).toMatch(
      new RegExp(
        `<a href="${props.unsubscribeUrl.replaceAll('?', '\\?').replaceAll('&', '&amp;')}"[^>]*>Afmelden voor deze alert</a>`,
      ),
    );
    expect(email.html).toMatch(
      /<a href="https:\/\/rooms\.example\/account\/alerts"[^>]*>Je alerts aanpassen<\/a>/,
    );
  });
});
