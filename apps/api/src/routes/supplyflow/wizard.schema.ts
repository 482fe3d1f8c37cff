/**
 * Schemas of the listing wizard's calls (§7 "Listing creation (supply flow)", §2 wizard, §3
 * creation steps and step completion). Types are checked here; the values by the same rule
 * functions of @rooms/domain the site's forms use (`addressProblems`, …): a failing field is a
 * 400 `invalid_request` whose `data.fields[].message` is the `WizardProblem` word ('required',
 * 'invalid', 'too_low', …) and whose `field` is `body.<name>`.
 */
import {
  addressProblems,
  availabilityProblems,
  currentResidentsProblems,
  detailsProblems,
  ENERGY_LABEL_WORDS,
  enumValues,
  listingTypeProblems,
  ListingType,
  ownerTypeProblems,
  preferredTenantProblems,
  rentalPriceProblems,
  SiteLanguage,
  studentHouseProblems,
  surfaceFurnishingProblems,
  titleDescriptionProblems,
  WIZARD_LIMITS,
  WIZARD_STEPS,
} from '@rooms/domain';
import { z } from 'zod';

import { bodyId } from '../conversation/conversation.schema.js';

import { listingPhoto } from './media.schema.js';

import type { WizardProblems } from '@rooms/domain';

/** Longest text accepted before the rules judge it (a description may be 5000 characters). */
const MAX_TEXT = 20_000;

const stepWords = WIZARD_STEPS.map((entry) => entry.word) as [string, ...string[]];
const stepWord = z.enum(stepWords).describe('Wizard step route word (§2)');

/** `listingID` of a step body: an own advert. */
const listingIdField = bodyId('Advert id (one of your own)');

/**
 * An object schema whose values are judged by a rule of @rooms/domain: each problem becomes an
 * issue on its field with the problem word as message.
 */
export function withRule<S extends z.ZodRawShape>(
  shape: S,
  // The rule takes the step's fields; its enum types are narrower than the body's numbers,
  // which is exactly what it checks.
  rule: (values: never) => WizardProblems<string>,
) {
  return z.object(shape).superRefine((values, context) => {
    for (const [field, problem] of Object.entries(rule(values as never))) {
      context.addIssue({ code: 'custom', path: [field], message: problem! });
    }
  });
}

const number = (description: string) => z.number().describe(description);
const flag = (description: string) => z.boolean().describe(description);

/** Body of `POST cra-roomtype`. */
export const roomTypeBody = withRule(
  {
    listingID: listingIdField
      .nullable()
      .describe('Advert id (one of your own), or null to start a new advert (a Concept draft)'),
    listingType: number(
      'ListingType (§3): Room 1, Apartment 2, Studio 4, Antikraak 8, StudentResidence 16',
    ),
  },
  listingTypeProblems,
);

/** Body of `POST cra-ownertype`. */
export const ownerTypeBody = withRule(
  {
    listingID: listingIdField,
    ownerType: number('OwnerType (§3): PrivateOwner 1, Roommate 2, RealEstateAgent 4, Other 8'),
  },
  ownerTypeProblems,
);

/** Body of `POST cra-studenthouse`. */
export const studentHouseBody = withRule(
  {
    listingID: listingIdField,
    studentHouseId: z
      .number()
      .nullable()
      .describe('One of your student houses the room belongs to, null for none'),
  },
  studentHouseProblems,
);

/** Body of `POST cra-address`. */
export const addressBody = withRule(
  {
    listingID: listingIdField,
    cityId: number('City id (geography suggestions)'),
    streetId: number('Street id of that city (geography suggestions)'),
    houseNumber: z
      .string()
      .max(MAX_TEXT)
      .describe("House number, 1-5 digits and an optional addition: '12', '12A', '12-2'"),
    postcode: z.string().max(MAX_TEXT).describe("Dutch postcode, '1234 AB' or '1234ab'"),
  },
  addressProblems,
);

/** Body of `POST cra-availability`. */
export const availabilityBody = withRule(
  {
    listingID: listingIdField,
    availableFrom: z
      .string()
      .max(MAX_TEXT)
      .describe(
        `Available from, 'YYYY-MM-DD', ${WIZARD_LIMITS.date.min}..${WIZARD_LIMITS.date.max}`,
      ),
    availableTo: z
      .string()
      .max(MAX_TEXT)
      .nullable()
      .describe("Available until, 'YYYY-MM-DD' after availableFrom; null = indefinite"),
    rentalPeriod: z
      .number()
      .nullable()
      .describe(
        'RentalPeriod (§3): ThreeMonths 1, SixMonths 2, OneYear 3, TwoYearOrMore 4; only with availableTo; null = none',
      ),
  },
  availabilityProblems,
);

/** Body of `POST cra-surface-furnishing`. */
export const surfaceFurnishingBody = withRule(
  {
    listingID: listingIdField,
    surfaceM2: number(
      `Surface, whole m², ${WIZARD_LIMITS.surfaceM2.min}..${WIZARD_LIMITS.surfaceM2.max}`,
    ),
    furnishing: number('Furnishing (§3): Uncarpeted 1, Unfurnished 2, Furnished 4'),
  },
  surfaceFurnishingProblems,
);

/** Body of `POST cra-rentalprice`. */
export const rentalPriceBody = withRule(
  {
    listingID: listingIdField,
    rentCents: number(
      `Rent per month, whole euro cents, ${WIZARD_LIMITS.rentCents.min}..${WIZARD_LIMITS.rentCents.max}`,
    ),
    serviceCostsCents: number(
      `Service costs per month, euro cents, ${WIZARD_LIMITS.serviceCostsCents.min}..${WIZARD_LIMITS.serviceCostsCents.max}`,
    ),
    depositCents: number(
      `Deposit, euro cents, ${WIZARD_LIMITS.depositCents.min}..${WIZARD_LIMITS.depositCents.max}`,
    ),
    utilitiesIncluded: flag('Whether gas, water and electricity are included in the rent'),
  },
  rentalPriceProblems,
);

/** Body of `POST cra-details`. */
export const detailsBody = withRule(
  {
    listingID: listingIdField,
    isBathroomPrivate: flag('Own bathroom'),
    isToiletPrivate: flag('Own toilet'),
    isKitchenPrivate: flag('Own kitchen'),
    hasInternet: flag('Internet included'),
    isSmokingInsideAllowed: flag('Smoking inside allowed'),
    isPetsInsideAllowed: flag('Pets allowed'),
    energyLabel: z
      .string()
      .max(MAX_TEXT)
      .describe(`Energy label: ${ENERGY_LABEL_WORDS.join(', ')}`),
    languages: number('Languages spoken in the house, LanguageSpoken bit flags (§3), at least one'),
  },
  detailsProblems,
);

/** Body of `POST cra-preferredtenant`. */
export const preferredTenantBody = withRule(
  {
    listingID: listingIdField,
    preferredGenders: number(
      'GenderPreference flags (§3): a mix of Male 1, Female 2, Mixed 4, or NotImportant 8 alone',
    ),
    preferredAgeMin: number(
      `Youngest preferred age, years, ${WIZARD_LIMITS.age.min}..${WIZARD_LIMITS.age.max}`,
    ),
    preferredAgeMax: number('Oldest preferred age, years, at least preferredAgeMin'),
    preferredOccupations: number(
      'TenantOccupation flags (§3): Student 1, WorkingStudent 2, Working 4, LookingForJob 8; at least one',
    ),
    suitableForPersons: number(
      `Persons it suits, ${WIZARD_LIMITS.suitableForPersons.min}..${WIZARD_LIMITS.suitableForPersons.max}`,
    ),
  },
  preferredTenantProblems,
);

/** Body of `POST cra-currentresidents`. */
export const currentResidentsBody = withRule(
  {
    listingID: listingIdField,
    currentResidents: number(
      `People living there now, ${WIZARD_LIMITS.currentResidents.min}..${WIZARD_LIMITS.currentResidents.max}`,
    ),
    currentResidentGenders: number(
      'Their genders, GenderPreference flags Male 1, Female 2, Mixed 4; 0 when there are none',
    ),
  },
  currentResidentsProblems,
);

/** Body of `POST cra-title-description`. */
export const titleDescriptionBody = withRule(
  {
    listingID: listingIdField,
    title: z
      .string()
      .max(MAX_TEXT)
      .describe(
        `Title, ${WIZARD_LIMITS.title.min}-${WIZARD_LIMITS.title.max} characters, one line; no contact details or links`,
      ),
    description: z
      .string()
      .max(MAX_TEXT)
      .describe(
        `Description, ${WIZARD_LIMITS.description.min}-${WIZARD_LIMITS.description.max} characters; no contact details or links`,
      ),
    locale: z
      .enum([SiteLanguage.Dutch, SiteLanguage.English])
      .optional()
      .describe(
        "Language the landlord writes in (the site language): forbidden text is refused with 10064 for 'nl', 10065 for 'en'; default the account's language",
      ),
  },
  titleDescriptionProblems,
);

/** Body of `POST cra-complete-create-advert`. */
export const completeAdvertBody = z.object({ listingID: listingIdField });

const stepStatus = z.object({
  step: z.number().int().describe('ListingCreationStep (§3)'),
  word: stepWord,
  completion: z
    .number()
    .int()
    .describe('StepCompletion (§3): NotStarted 1, Partially 2, Completed 3, Optional 4'),
  isOptional: z.boolean().describe('Whether the step may be left out (only media)'),
});

const progressFields = {
  steps: z
    .array(stepStatus)
    .describe('Every step that applies (student-house only for a StudentResidence), in order'),
  missingSteps: z
    .array(stepWord)
    .describe('Required steps not Completed yet; publishing needs none'),
  resumeStep: stepWord.nullable().describe('First step NotStarted or Partially; null when none'),
};

/** What `GET cra-listing-status` and every step POST answer. */
export const wizardStatusResponse = z
  .object({
    listingID: z.number().int(),
    status: z.number().int().describe('ListingStatus (§3), Concept -1 while a draft'),
    listingType: z.number().int().nullable().describe('ListingType (§3)'),
    isAddressReadonly: z
      .boolean()
      .describe('Whether the address can no longer change (the advert was published)'),
    ...progressFields,
    isComplete: z.boolean().describe('Whether every required step is Completed'),
    isPendingReview: z
      .boolean()
      .describe(
        'Whether it waits for a moderator (Pending 11), e.g. after an edit fired a fraud rule',
      ),
  })
  .describe('The wizard progress of an advert');

/** What `GET cra-draft-list-status` answers. */
export const draftListResponse = z.object({
  drafts: z
    .array(
      z.object({
        listingID: z.number().int(),
        title: z.string().nullable(),
        listingType: z.number().int().nullable(),
        cityName: z.string().nullable(),
        streetName: z.string().nullable(),
        houseNumber: z.string().nullable(),
        createdAt: z.iso.datetime(),
        updatedAt: z.iso.datetime(),
        ...progressFields,
        completedSteps: z.number().int().describe('Steps Completed'),
        totalSteps: z.number().int().describe('Steps that apply'),
      }),
    )
    .describe("The caller's unfinished adverts (Concept -1), newest first"),
});

const nullableInt = (description: string) => z.number().int().nullable().describe(description);
const nullableFlag = (description: string) => z.boolean().nullable().describe(description);

/** What `GET cra-latest-listing-details` answers: every wizard field, null until filled in. */
export const wizardDetailsResponse = z
  .object({
    listingID: z.number().int(),
    status: z.number().int().describe('ListingStatus (§3)'),
    savedSteps: z.array(z.number().int()).describe('§3 steps saved (every step once published)'),
    isAddressReadonly: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    publishedAt: z.iso.datetime().nullable(),
    listingType: nullableInt('ListingType (§3)'),
    ownerType: nullableInt('OwnerType (§3)'),
    studentHouseId: nullableInt('Student house, null for none'),
    cityId: nullableInt('City id'),
    cityName: z.string().nullable(),
    citySlug: z.string().nullable(),
    streetId: nullableInt('Street id'),
    streetName: z.string().nullable(),
    streetSlug: z.string().nullable(),
    houseNumber: z.string().nullable(),
    postcode: z.string().nullable().describe("'1234 AB'"),
    lat: z.number().nullable().describe('WGS84 degrees'),
    lng: z.number().nullable().describe('WGS84 degrees'),
    availableFrom: z.iso.date().nullable(),
    availableTo: z.iso.date().nullable(),
    rentalPeriod: nullableInt('RentalPeriod (§3)'),
    surfaceM2: nullableInt('m²'),
    furnishing: nullableInt('Furnishing (§3)'),
    rentCents: nullableInt('Rent per month, euro cents'),
    serviceCostsCents: nullableInt('Service costs per month, euro cents'),
    depositCents: nullableInt('Deposit, euro cents'),
    utilitiesIncluded: nullableFlag('Utilities included'),
    isBathroomPrivate: nullableFlag('Own bathroom'),
    isToiletPrivate: nullableFlag('Own toilet'),
    isKitchenPrivate: nullableFlag('Own kitchen'),
    hasInternet: nullableFlag('Internet included'),
    isSmokingInsideAllowed: nullableFlag('Smoking inside allowed'),
    isPetsInsideAllowed: nullableFlag('Pets allowed'),
    energyLabel: z.enum(ENERGY_LABEL_WORDS).nullable(),
    languages: nullableInt('LanguageSpoken flags (§3)'),
    preferredGenders: nullableInt('GenderPreference flags (§3)'),
    preferredAgeMin: nullableInt('Years'),
    preferredAgeMax: nullableInt('Years'),
    preferredOccupations: nullableInt('TenantOccupation flags (§3)'),
    suitableForPersons: nullableInt('Persons'),
    currentResidents: nullableInt('People living there now'),
    currentResidentGenders: nullableInt('GenderPreference flags of the residents'),
    title: z.string().nullable(),
    description: z.string().nullable(),
    photos: z.array(listingPhoto).describe('In display order (as `GET cra-photos` gives them)'),
    photoCount: z.number().int(),
    steps: progressFields.steps,
  })
  .describe('Every wizard field of an own advert (any status)');

/** What `GET cra-latest-listing-studenthouse-details` answers. */
export const studentHouseDetailsResponse = z.object({
  listingID: z.number().int(),
  studentHouseId: z.number().int().nullable().describe('null: not part of a student house'),
  studentHouse: z
    .object({
      id: z.number().int(),
      name: z.string(),
      cityName: z.string(),
      streetName: z.string(),
      houseNumber: z.string(),
      postcode: z.string(),
      facilities: z.number().int().describe('StudentHouseFacility bit flags'),
      photoKeys: z.array(z.string()).describe('Image keys in display order'),
    })
    .nullable()
    .describe('The linked student house (one of yours); null when none'),
});

/** What `GET cra-is-address-readonly` answers. */
export const addressReadonlyResponse = z.object({
  listingID: z.number().int(),
  isAddressReadonly: z.boolean().describe('true once the advert was published'),
});

/** What `POST cra-complete-create-advert` answers. */
export const completeAdvertResponse = z.object({
  listingID: z.number().int(),
  status: z
    .number()
    .int()
    .describe(
      'ListingStatus (§3): AutomaticallyActivated 10 (in search now) or Pending 11 (awaiting review) after publishing; unchanged when already published',
    ),
  publishedAt: z.iso.datetime().nullable(),
  isPendingReview: z.boolean().describe('Whether a moderator looks at it before it goes online'),
});

/** The listing types, for docs and tests. */
export const LISTING_TYPE_VALUES = enumValues(ListingType);
