/**
 * Alert e-mail rendering speed (issue 25: the daily digest must send ~38,000 e-mails in ≤ 60 s
 * on 2 cores, database work included): the reference path (React document + html-to-text,
 * what `renderAlertEmail` did before) against the fast renderer (`createAlertEmailRenderer`),
 * on a realistic morning: 1,000 distinct new listings in both languages, 10,000 e-mails each
 * showing 1–20 of them (a third with 3 near misses, a third with more matches than listed),
 * both languages, three frequencies. Run: `pnpm --filter @rooms/emails bench:render`.
 */
import { AlertFrequency, ALERT_EMAIL_TYPE } from '@rooms/domain';

import { createAlertEmailRenderer } from '../src/alert-email/alert-email-renderer';
import { renderAlertEmailReference } from '../src/alert-email/render-alert-email-reference';

import type {
  AlertEmailListing,
  AlertEmailNearMiss,
  AlertEmailProps,
} from '../src/alert-email/alert-email-props';
import type { Locale } from '@rooms/i18n';

/** A seeded PRNG (mulberry32): the same morning on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = prng(25);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const SITE = 'https://rooms.example';
const LISTINGS = 1_000;
const EMAILS = 10_000;
const SLOW_SAMPLE = 200;
const CITIES = ['Groningen', 'Utrecht', 'Amsterdam', 'Rotterdam', 'Den Haag', 'Leiden', 'Delft'];
const STREETS = [
  'Herestraat',
  'Oudegracht',
  'Kalverstraat',
  'Coolsingel',
  'Breestraat',
  'Oude Delft',
];

/** Listing `id` in a language: the same flat, its own title and URL per language. */
function listing(id: number, locale: Locale): AlertEmailListing {
  const street = STREETS[id % STREETS.length]!;
  const city = CITIES[id % CITIES.length]!;
  const slug = `${city.toLowerCase().replace(' ', '-')}/${street.toLowerCase()}`;
  return {
    title: locale === 'nl' ? `Kamer aan de ${street} in ${city}` : `Room on ${street} in ${city}`,
    url:
      locale === 'nl'
        ? `${SITE}/huren/kamer-${slug}/kamer-${4_000_000 + id}`
        : `${SITE}/en/for-rent/room-${slug}/room-${4_000_000 + id}`,
    photoUrl: id % 7 === 0 ? null : `${SITE}/images/${4_000_000 + id}/1/card.webp`,
    rentCents: 35_000 + ((id * 1_250) % 60_000),
    surfaceM2: 10 + (id % 40),
    street,
    city,
  };
}
const byLocale: Record<Locale, AlertEmailListing[]> = {
  nl: Array.from({ length: LISTINGS }, (_, id) => listing(id, 'nl')),
  en: Array.from({ length: LISTINGS }, (_, id) => listing(id, 'en')),
};

/** One alert's e-mail of the morning, with `count` listings (random 1–20 when undefined). */
function email(index: number, count?: number, nearMisses?: number): AlertEmailProps {
  const locale: Locale = random() < 0.7 ? 'nl' : 'en';
  const shown = count ?? 1 + Math.floor(random() * 20);
  const pool = byLocale[locale];
  const listings = Array.from({ length: shown }, () => pick(pool));
  const near: AlertEmailNearMiss[] = Array.from(
    { length: nearMisses ?? (random() < 0.33 ? 3 : 0) },
    () => ({
      ...pick(pool),
      reason: { filter: 'maxRent', overByCents: 500 + Math.floor(random() * 40) * 250 },
    }),
  );
  const psaIdentifier = (index * 2_654_435_761).toString(16).padStart(32, '0').slice(-32);
  const hasName = random() < 0.5;
  return {
    locale,
    frequency: pick([AlertFrequency.Instant, AlertFrequency.Daily, AlertFrequency.Weekly]),
    alertName: hasName ? `Alert ${index}` : null,
    searchInWords:
      locale === 'nl'
        ? `Kamers in ${pick(CITIES)} tot € 600`
        : `Rooms in ${pick(CITIES)} up to €600`,
    psaIdentifier,
    listings,
    matchCount: shown + (random() < 0.33 ? Math.floor(random() * 30) : 0),
    searchUrl: `${SITE}/huren/kamer-groningen`,
    nearMisses: near,
    unsubscribeUrl: `${SITE}/email-uitschrijven?emailType=${ALERT_EMAIL_TYPE}&psaIdentifier=${psaIdentifier}`,
    settingsUrl: `${SITE}/account/alerts`,
  };
}

async function timed(
  emails: readonly AlertEmailProps[],
  render: (props: AlertEmailProps) => Promise<unknown>,
) {
  const start = performance.now();
  for (const props of emails) await render(props);
  const ms = performance.now() - start;
  return { ms, perEmail: ms / emails.length, perSecond: (emails.length * 1_000) / ms };
}

const line = (label: string, r: { perEmail: number; perSecond: number }) =>
  console.log(
    `${label.padEnd(58)} ${r.perEmail.toFixed(3).padStart(8)} ms/e-mail ${Math.round(r.perSecond).toString().padStart(8)} e-mails/s`,
  );

const morning = Array.from({ length: EMAILS }, (_, index) => email(index));
const full = Array.from({ length: SLOW_SAMPLE }, (_, index) => email(EMAILS + index, 20, 3));

// Warm the reference path's code (JIT, i18n, React) before timing it.
await timed(full.slice(0, 20), renderAlertEmailReference);
line(
  `reference, 20 listings + 3 near misses (${SLOW_SAMPLE})`,
  await timed(full, renderAlertEmailReference),
);
line(
  `reference, the morning's mix (sample of ${SLOW_SAMPLE})`,
  await timed(morning.slice(0, SLOW_SAMPLE), renderAlertEmailReference),
);

const renderer = createAlertEmailRenderer();
line(
  'fast, first e-mail (cold: frame and 23 rows rendered)',
  await timed(full.slice(0, 1), renderer.render),
);
const first = await timed(morning, renderer.render);
line(`fast, the morning's ${EMAILS} e-mails, first pass (rows rendered)`, first);
const warm = await timed(morning, renderer.render);
line(`fast, the morning's ${EMAILS} e-mails again (warm)`, warm);
await timed(full, renderer.render);
line(
  `fast, 20 listings + 3 near misses (${SLOW_SAMPLE}, warm)`,
  await timed(full, renderer.render),
);
// The first pass renders each listing row once (≤ 1,000 listings × 2 languages × match or
// near miss); the other e-mails of a 38,000 morning cost the warm rate.
const estimate = (first.ms + (38_000 - EMAILS) * warm.perEmail) / 1_000;
console.log(
  `38,000 digest e-mails: ~${estimate.toFixed(1)} s of rendering on one core (first pass + warm rate)`,
);
