import {
  Furnishing,
  GenderPreference,
  LanguageSpoken,
  ListingType,
  OwnerType,
  RentalPeriod,
  TenantOccupation,
  hasFlag,
} from '@rooms/domain';
import { formatEuroCents, formatIsoDate } from '@rooms/ui/search-format';

import type { ListingDetails } from './listing-types';
import type { Locale } from '@rooms/i18n';
import type { ListingFact } from '@rooms/ui/listing-facts';
import type { PriceLine } from '@rooms/ui/listing-price-panel';
import type { TFunction } from 'i18next';

/** `listing` translations of one language. */
export type ListingT = TFunction<'listing'>;

const TYPE_KEY = {
  [ListingType.Room]: 'room',
  [ListingType.Apartment]: 'apartment',
  [ListingType.Studio]: 'studio',
  [ListingType.Antikraak]: 'antiSquat',
  [ListingType.StudentResidence]: 'studentResidence',
} as const;

const FURNISHING_KEY = {
  [Furnishing.Uncarpeted]: 'uncarpeted',
  [Furnishing.Unfurnished]: 'unfurnished',
  [Furnishing.Furnished]: 'furnished',
} as const;

const RENTAL_PERIOD_KEY = {
  [RentalPeriod.ThreeMonths]: 'threeMonths',
  [RentalPeriod.SixMonths]: 'sixMonths',
  [RentalPeriod.OneYear]: 'oneYear',
  [RentalPeriod.TwoYearOrMore]: 'twoYearsOrMore',
} as const;

const OWNER_TYPE_KEY = {
  [OwnerType.PrivateOwner]: 'privateOwner',
  [OwnerType.Roommate]: 'roommate',
  [OwnerType.RealEstateAgent]: 'realEstateAgent',
  [OwnerType.Other]: 'other',
} as const;

const GENDER_KEYS = [
  [GenderPreference.Male, 'male'],
  [GenderPreference.Female, 'female'],
  [GenderPreference.Mixed, 'mixed'],
  [GenderPreference.NotImportant, 'notImportant'],
] as const;

const OCCUPATION_KEYS = [
  [TenantOccupation.Student, 'student'],
  [TenantOccupation.WorkingStudent, 'workingStudent'],
  [TenantOccupation.Working, 'working'],
  [TenantOccupation.LookingForJob, 'lookingForJob'],
] as const;

function keyOf<K extends string>(map: Readonly<Record<number, K>>, value: number, fallback: K): K {
  return map[value] ?? fallback;
}

/** The type key of a listing type; unknown types read as Room. */
export function listingTypeKey(listingType: number): (typeof TYPE_KEY)[ListingType] {
  return keyOf<(typeof TYPE_KEY)[ListingType]>(TYPE_KEY, listingType, 'room');
}

/**
 * The kind of home in words, e.g. "Kamer" / "Room".
 *
 * @param listingType ListingType (§3)
 * @param t `listing` translations
 */
export function listingTypeLabel(listingType: number, t: ListingT): string {
  return t(`type.${listingTypeKey(listingType)}`);
}

/**
 * The furnishing in words ("Gestoffeerd"), or `null` for an unknown value.
 *
 * @param furnishing Furnishing (§3)
 * @param t `listing` translations
 */
export function furnishingLabel(furnishing: number, t: ListingT): string | null {
  const key = (FURNISHING_KEY as Record<number, (typeof FURNISHING_KEY)[Furnishing]>)[furnishing];
  return key === undefined ? null : t(`furnishing.${key}`);
}

/**
 * The words of the flags set in a mask, in the order of the enumeration.
 *
 * @param mask bit flags (§3)
 * @param keys flag -> key pairs
 * @param translate key -> words
 */
function flagWords<K extends string>(
  mask: number,
  keys: readonly (readonly [number, K])[],
  translate: (key: K) => string,
): string[] {
  return keys.filter(([flag]) => hasFlag(mask, flag)).map(([, key]) => translate(key));
}

/**
 * The availability as a sentence: "Direct beschikbaar" when the date has passed, else
 * "Beschikbaar vanaf 23 jan 2027", followed by "tot 7 jun 2027" for a temporary rental.
 *
 * @param listing the dates ('YYYY-MM-DD')
 * @param locale the page's language
 * @param t `listing` translations
 * @param today today as 'YYYY-MM-DD' (UTC)
 */
export function availabilityText(
  listing: Pick<ListingDetails, 'availableFrom' | 'availableTo'>,
  locale: Locale,
  t: ListingT,
  today: string,
): string {
  const from =
    listing.availableFrom <= today
      ? t('availability.now')
      : t('availability.from', { date: formatIsoDate(listing.availableFrom, locale) });
  if (listing.availableTo === null) return from;
  return `${from} ${t('availability.until', { date: formatIsoDate(listing.availableTo, locale) })}`;
}

/**
 * The rental period in words: three months … two years or more, or "Onbepaalde tijd".
 *
 * @param rentalPeriod RentalPeriod (§3), null = indefinite
 * @param t `listing` translations
 */
export function rentalPeriodLabel(rentalPeriod: number | null, t: ListingT): string {
  const key =
    rentalPeriod === null
      ? undefined
      : (RENTAL_PERIOD_KEY as Record<number, (typeof RENTAL_PERIOD_KEY)[RentalPeriod]>)[
          rentalPeriod
        ];
  return key === undefined ? t('rentalPeriod.indefinite') : t(`rentalPeriod.${key}`);
}

/**
 * The cost lines of the rent panel: service costs ("Geen" when 0), deposit when there is one,
 * and the monthly total (rent + service costs) when there are service costs. Amounts in euro from
 * cents.
 *
 * @param listing rent, service costs and deposit (euro cents)
 * @param locale the page's language
 * @param t `listing` translations
 */
export function priceLines(
  listing: Pick<ListingDetails, 'rentCents' | 'serviceCostsCents' | 'depositCents'>,
  locale: Locale,
  t: ListingT,
): PriceLine[] {
  const euro = (cents: number) => formatEuroCents(cents, locale);
  const lines: PriceLine[] = [
    {
      label: t('price.serviceCosts'),
      value:
        listing.serviceCostsCents > 0
          ? euro(listing.serviceCostsCents)
          : t('price.serviceCostsNone'),
    },
  ];
  if (listing.depositCents > 0) {
    lines.push({ label: t('price.deposit'), value: euro(listing.depositCents) });
  }
  if (listing.serviceCostsCents > 0) {
    lines.push({
      label: t('price.totalPerMonth'),
      value: euro(listing.rentCents + listing.serviceCostsCents),
      total: true,
    });
  }
  return lines;
}

/** The four fact groups of a listing page. */
export interface ListingFactGroups {
  about: ListingFact[];
  facilities: ListingFact[];
  tenant: ListingFact[];
  residents: ListingFact[];
}

/**
 * The facts of a listing in words (§3): type, surface (m²), furnishing, availability, rental
 * period, persons, energy label; the facilities with private/shared and allowed/not allowed;
 * the preferred tenant (gender, age in years, occupation, languages); the current residents.
 *
 * @param listing the listing
 * @param locale the page's language
 * @param t `listing` translations
 * @param today today as 'YYYY-MM-DD' (UTC), for "Direct beschikbaar"
 */
export function listingFactGroups(
  listing: ListingDetails,
  locale: Locale,
  t: ListingT,
  today: string,
): ListingFactGroups {
  const furnishing = furnishingLabel(listing.furnishing, t);
  const energyLabel = /^[A-G]$/.test(listing.energyLabel)
    ? listing.energyLabel
    : t('facts.energyLabelUnknown');
  const own = (isPrivate: boolean): ListingFact['tone'] => (isPrivate ? 'positive' : 'negative');
  const share = (label: string, isPrivate: boolean): ListingFact => ({
    label,
    value: isPrivate ? t('facilities.own') : t('facilities.shared'),
    tone: own(isPrivate),
  });
  const allowed = (label: string, isAllowed: boolean): ListingFact => ({
    label,
    value: isAllowed ? t('facilities.allowed') : t('facilities.notAllowed'),
    tone: own(isAllowed),
  });
  const genders = (mask: number) =>
    flagWords(mask, GENDER_KEYS, (key) => t(`gender.${key}`)).join(', ') || t('tenant.anyone');
  const occupations = flagWords(listing.preferredOccupations, OCCUPATION_KEYS, (key) =>
    t(`occupation.${key}`),
  );
  const languages = Object.entries(LanguageSpoken)
    .filter(([, flag]) => hasFlag(listing.languages, flag))
    .map(([name]) => t(`language.${name as keyof typeof LanguageSpoken}`));

  return {
    about: [
      { label: t('facts.type'), value: listingTypeLabel(listing.listingType, t) },
      { label: t('facts.surface'), value: t('facts.surfaceValue', { value: listing.surfaceM2 }) },
      ...(furnishing ? [{ label: t('facts.furnishing'), value: furnishing }] : []),
      {
        label: t('facts.availableFrom'),
        value:
          listing.availableFrom <= today
            ? t('availability.now')
            : formatIsoDate(listing.availableFrom, locale),
      },
      { label: t('facts.rentalPeriod'), value: rentalPeriodLabel(listing.rentalPeriod, t) },
      {
        label: t('facts.suitableFor'),
        value: t('facts.persons', { count: Math.max(listing.suitableForPersons, 1) }),
      },
      { label: t('facts.energyLabel'), value: energyLabel },
    ],
    facilities: [
      share(t('facilities.bathroom'), listing.isBathroomPrivate),
      share(t('facilities.toilet'), listing.isToiletPrivate),
      share(t('facilities.kitchen'), listing.isKitchenPrivate),
      {
        label: t('facilities.internet'),
        value: listing.hasInternet ? t('facilities.yes') : t('facilities.no'),
        tone: own(listing.hasInternet),
      },
      allowed(t('facilities.smoking'), listing.isSmokingInsideAllowed),
      allowed(t('facilities.pets'), listing.isPetsInsideAllowed),
    ],
    tenant: [
      { label: t('tenant.gender'), value: genders(listing.preferredGenders) },
      {
        label: t('tenant.age'),
        value: t('tenant.ageValue', { min: listing.preferredAgeMin, max: listing.preferredAgeMax }),
      },
      { label: t('tenant.occupation'), value: occupations.join(', ') || t('tenant.anyone') },
      ...(languages.length > 0
        ? [{ label: t('tenant.languages'), value: languages.join(', ') }]
        : []),
    ],
    residents:
      listing.currentResidents > 0
        ? [
            {
              label: t('residents.count'),
              value: t('residents.countValue', { count: listing.currentResidents }),
            },
            { label: t('residents.gender'), value: genders(listing.currentResidentGenders) },
          ]
        : [{ label: t('residents.count'), value: t('residents.none') }],
  };
}

/**
 * The kind of advertiser in words ("Particuliere verhuurder", "Makelaar" …).
 *
 * @param ownerType OwnerType (§3)
 * @param t `listing` translations
 */
export function ownerTypeLabel(ownerType: number, t: ListingT): string {
  const key = keyOf<(typeof OWNER_TYPE_KEY)[OwnerType]>(OWNER_TYPE_KEY, ownerType, 'other');
  return t(`landlord.ownerType.${key}`);
}

/**
 * The page title and meta description in the page's language, e.g. "Kamer te huur:
 * Frankenstraat, Den Haag – € 640 per maand".
 *
 * @param listing the listing
 * @param locale the page's language
 * @param t `listing` translations
 * @param today today as 'YYYY-MM-DD' (UTC)
 */
export function listingMetaTexts(
  listing: ListingDetails,
  locale: Locale,
  t: ListingT,
  today: string,
): { title: string; description: string } {
  const values = {
    type: listingTypeLabel(listing.listingType, t),
    street: listing.street.name,
    city: listing.city.name,
    price: formatEuroCents(listing.rentCents, locale),
    surface: listing.surfaceM2,
  };
  const furnishing = furnishingLabel(listing.furnishing, t) ?? '';
  return {
    title: t('meta.title', values),
    description: t('meta.description', {
      ...values,
      furnishing: inSentence(furnishing, locale),
      availability: inSentence(availabilityText(listing, locale, t, today), locale),
    }),
  };
}

/**
 * A label that starts a sentence, lowered to continue one: only the first letter, so English
 * month names keep their capital ("Available from 8 Dec 2026" → "available from 8 Dec 2026").
 */
function inSentence(label: string, locale: Locale): string {
  return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}

/**
 * Today as 'YYYY-MM-DD' in UTC.
 *
 * @param now the moment; default now
 */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
