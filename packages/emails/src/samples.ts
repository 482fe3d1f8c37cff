import { AlertFrequency, ALERT_EMAIL_TYPE } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import type { AlertEmailListing, AlertEmailProps } from './alert-email/alert-email-props';
import type { Locale } from '@rooms/i18n';

/**
 * Sample alert e-mails for the Storybook stories, the react-email preview and the tests: rooms
 * in Groningen on real street names, with the links the API makes (`SITE_URL` + §2 paths).
 */

/** The alert identifier of the samples (random-looking, as a real one: 128 bits in hex). */
export const SAMPLE_PSA_IDENTIFIER = '8c1f0a7e5d2b4c39a6e1f08d7b3c2a54';

/** The site origin of the samples. */
export const SAMPLE_SITE_URL = 'https://rooms.example';

/** A drawn photo as a data URL, so the samples show pictures without any network. */
function samplePhoto(hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180">` +
    `<rect width="240" height="180" fill="hsl(${hue} 35% 82%)"/>` +
    `<rect x="60" y="70" width="120" height="80" fill="hsl(${hue} 30% 55%)"/>` +
    `<path d="M50 75 L120 25 L190 75 Z" fill="hsl(${hue} 40% 35%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The search of the samples: rooms in Groningen (§2 search routes). */
const SEARCH_PATHS: Record<Locale, string> = {
  nl: '/huren/kamer-groningen',
  en: '/en/for-rent/room-groningen',
};

const STREETS = [
  'Herestraat',
  'Oude Ebbingestraat',
  'Nieuwe Boteringestraat',
  'Zuiderdiep',
  'Oosterstraat',
  'Vismarkt',
  'Folkingestraat',
  'Akerkhof',
  'Poelestraat',
  'Kraneweg',
  'Verlengde Hereweg',
  'Korreweg',
  'Paterswoldseweg',
  'Eemsplein',
  'Helperzoom',
  'Peizerweg',
  'Damsterdiep',
  'Ubbo Emmiusstraat',
  'Noorderhaven',
  'Westerhaven',
];

/** One sample listing on `street`, with id `id` and a photo of hue `hue` (or none). */
function sampleListing(
  locale: Locale,
  street: string,
  id: number,
  photoHue: number | null,
): AlertEmailListing {
  const slug = street.toLowerCase().replaceAll(' ', '-');
  const type = locale === 'nl' ? 'kamer' : 'room';
  return {
    title: locale === 'nl' ? `Kamer aan de ${street}` : `Room on ${street}`,
    url: new URL(`${SEARCH_PATHS[locale]}/${slug}/${type}-${id}`, SAMPLE_SITE_URL).toString(),
    photoUrl: photoHue === null ? null : samplePhoto(photoHue),
    rentCents: 0,
    surfaceM2: 0,
    street,
    city: 'Groningen',
  };
}

/**
 * Sample new matches: rooms in Groningen, rents from €395 to €592.50, surfaces from 12 m²,
 * every fifth without a photo.
 *
 * @param count how many (at most 20 different streets; more repeat them)
 * @param locale the language of the titles and links
 */
export function sampleAlertListings(count: number, locale: Locale): AlertEmailListing[] {
  return Array.from({ length: count }, (_, index) => ({
    ...sampleListing(
      locale,
      STREETS[index % 20] ?? 'Herestraat',
      4_210_000 + index,
      index % 5 === 4 ? null : (index * 37) % 360,
    ),
    rentCents: 39_500 + ((index * 2_750) % 20_000),
    surfaceM2: 12 + ((index * 3) % 14),
  }));
}

/**
 * A whole sample alert e-mail.
 *
 * @param options language, frequency, how many new matches in all (the first 20 are listed)
 *   and whether to add near misses; a name or null for an alert without one
 * @returns props for `AlertEmail` / `renderAlertEmail`
 */
export function sampleAlertEmailProps(options: {
  locale: Locale;
  frequency?: AlertFrequency;
  matchCount?: number;
  nearMisses?: boolean;
  alertName?: string | null;
}): AlertEmailProps {
  const { locale } = options;
  const matchCount = options.matchCount ?? 3;
  const listings = sampleAlertListings(Math.min(matchCount, 20), locale);
  const site = (path: string) => new URL(path, SAMPLE_SITE_URL).toString();
  return {
    locale,
    frequency: options.frequency ?? AlertFrequency.Daily,
    alertName:
      options.alertName === undefined
        ? locale === 'nl'
          ? 'Kamer in Groningen'
          : 'Room in Groningen'
        : options.alertName,
    searchInWords:
      locale === 'nl'
        ? 'Kamers in Groningen tot € 600, vanaf 12 m²'
        : 'Rooms in Groningen up to €600, from 12 m²',
    psaIdentifier: SAMPLE_PSA_IDENTIFIER,
    listings,
    matchCount,
    searchUrl: site(SEARCH_PATHS[locale]),
    nearMisses:
      options.nearMisses === true
        ? [
            {
              ...sampleListing(locale, 'Turfsingel', 4_210_100, 200),
              rentCents: 62_500,
              surfaceM2: 16,
              reason: { filter: 'maxRent', overByCents: 2_500 },
            },
            {
              ...sampleListing(locale, 'Praediniussingel', 4_210_101, 120),
              rentCents: 48_000,
              surfaceM2: 11,
              reason: { filter: 'minSurface', underByM2: 1 },
            },
          ]
        : [],
    unsubscribeUrl: site(
      `${pathFor('emailUnsubscribe', locale)}?emailType=${ALERT_EMAIL_TYPE}&psaIdentifier=${SAMPLE_PSA_IDENTIFIER}`,
    ),
    settingsUrl: site(pathFor('accountAlerts', locale)),
  };
}
