/**
 * Schemas of the tenant profile routes (issue 26, §7 `/tenant/*`): the own profile, its photo,
 * the public profile and the invitation to an advert.
 */
import {
  AVAILABILITY_PERIOD_IDS,
  characterCount,
  enumValues,
  Furnishing,
  GenderPreference,
  LanguageSpoken,
  messageTextProblem,
  ROOMMATE_MAX_IDS,
  TENANT_PROFILE_LIMITS,
  TenantAgeBand,
  TenantOccupation,
  TenantProfileItem,
} from '@rooms/domain';
import { z } from 'zod';

import {
  bodyId,
  idempotencyKeyField,
  messageTextField,
} from '../conversation/conversation.schema.js';

const L = TENANT_PROFILE_LIMITS;

/** The sum of all flags of a bit-flag enumeration (the largest valid combination). */
function allFlags(values: Record<string, number>): number {
  return Object.values(values).reduce((sum, flag) => sum | flag, 0);
}

/** A bit-flag field: a whole number made only of the enumeration's flags; 0 = none/any. */
function flagsField(values: Record<string, number>, description: string) {
  const all = allFlags(values);
  return z
    .number()
    .int()
    .min(0)
    .max(all)
    .refine((value) => (value & ~all) === 0, 'contains an unknown flag')
    .describe(description);
}

/** One value of an enumeration, or null. */
function enumOrNull(values: readonly number[], description: string) {
  return z
    .number()
    .int()
    .refine((value) => values.includes(value), `must be one of ${values.join(', ')}`)
    .nullable()
    .describe(description);
}

/** A calendar date YYYY-MM-DD that exists (2026-02-30 is refused). */
const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'must be a date that exists')
  .refine((text) => text >= '2000-01-01' && text <= '2100-12-31', 'must be between 2000 and 2100');

/** Why an introduction is refused (before the forbidden-text check), or null. */
export function introductionProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const problem = messageTextProblem(trimmed);
  if (problem !== null) return problem;
  const length = characterCount(trimmed);
  if (length < L.introductionMin) return `too_short: at least ${L.introductionMin} characters`;
  if (length > L.introductionMax) return `too_long: at most ${L.introductionMax} characters`;
  return null;
}

/** The editable fields of a profile (`PUT /tenant/profile`; also in the GET answer). */
const profileFields = {
  introduction: z
    .string()
    .max(L.introductionMax * 4)
    .superRefine((text, context) => {
      const problem = introductionProblem(text);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    })
    .describe(
      `Short introduction, empty or ${L.introductionMin}-${L.introductionMax} characters (trimmed); no contact details or links (10064/10065)`,
    ),
  ageBand: enumOrNull(
    enumValues(TenantAgeBand),
    'TenantAgeBand (ours): 16-20 1, 21-24 2, 25-29 3, 30-34 4, 35-44 5, 45+ 6; never a date of birth',
  ),
  occupation: enumOrNull(
    enumValues(TenantOccupation),
    'TenantOccupation (§3), one flag: Student 1, WorkingStudent 2, Working 4, LookingForJob 8',
  ),
  languages: flagsField(LanguageSpoken, 'Languages spoken, LanguageSpoken bit flags (§3); 0 none'),
  cityIds: z
    .array(bodyId('City id'))
    .max(L.citiesMax)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a city')
    .describe(`Ids of the cities sought (cities that exist), at most ${L.citiesMax}`),
  maxRentCents: z
    .number()
    .int()
    .min(L.maxRentCentsMin)
    .max(L.maxRentCentsMax)
    .nullable()
    .describe(`Maximum rent, euro cents per month, ${L.maxRentCentsMin}..${L.maxRentCentsMax}`),
  minSurfaceM2: z
    .number()
    .int()
    .min(1)
    .max(L.minSurfaceM2Max)
    .nullable()
    .describe(`Minimum surface wanted, m², 1..${L.minSurfaceM2Max}; null any`),
  furnishings: flagsField(
    Furnishing,
    'Furnishings accepted, bit flags Uncarpeted 1, Unfurnished 2, Furnished 4; 0 any',
  ),
  moveInDate: dateField.nullable().describe('Desired move-in date, YYYY-MM-DD'),
  availabilityPeriods: flagsField(
    AVAILABILITY_PERIOD_IDS,
    'Periods sought, bit flags temporary 1, indefinite 2; 0 any',
  ),
  householdSize: z
    .number()
    .int()
    .min(L.householdSizeMin)
    .max(L.householdSizeMax)
    .describe(`People moving in together, ${L.householdSizeMin}..${L.householdSizeMax}`),
  smoker: z.boolean(),
  hasPets: z.boolean(),
  roommateMax: enumOrNull(
    Object.values(ROOMMATE_MAX_IDS),
    'Most roommates accepted: none 1, up to four 2, up to eight 3, more than eight 4; null any',
  ),
  roommateGenders: flagsField(
    { Male: GenderPreference.Male, Female: GenderPreference.Female, Mixed: GenderPreference.Mixed },
    'Roommate genders accepted, bit flags Male 1, Female 2, Mixed 4; 0 any',
  ),
  visible: z
    .boolean()
    .describe('Whether landlords may find the profile (only complete profiles are ever shown)'),
};

/** Body of `PUT /tenant/profile`: every field (a profile is replaced as a whole). */
export const saveProfileBody = z.strictObject(profileFields);

const cityField = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

const completenessField = z.object({
  percent: z.number().int().describe('0..100, rounded down'),
  missing: z
    .array(z.enum(Object.values(TenantProfileItem) as [string, ...string[]]))
    .describe('Items still empty, in page order'),
  searchable: z.boolean().describe('Every required item filled (all but photo and languages)'),
});

/** Answer of `GET`/`PUT /tenant/profile` and of the photo calls: the caller's own profile. */
export const ownProfileResponse = z.object({
  ...profileFields,
  introduction: z.string(),
  moveInDate: z.string().nullable(),
  firstName: z.string(),
  photoKey: z.string().nullable().describe('Image key of the photo (GET /image/{key}), or null'),
  cities: z.array(cityField).describe('The cities sought, in the order of cityIds'),
  completeness: completenessField,
  shown: z.boolean().describe('Whether landlords can find the profile now: visible and searchable'),
  updatedAt: z.string().nullable().describe('Last save (ISO 8601), null before the first'),
});

/** Params of `GET /tenant/public-profile/{tenantID}`. */
export const publicProfileParams = z.object({
  tenantID: z.coerce.number().int().min(1).max(2_147_483_647).describe('Tenant (user) id'),
});

/** Answer of `GET /tenant/public-profile/{tenantID}`. */
export const publicProfileResponse = z.object({
  tenantID: z.number().int(),
  firstName: z.string().describe('First name only'),
  photoKey: z.string().nullable(),
  ageBand: z.number().int().nullable().describe('TenantAgeBand (ours); never a date of birth'),
  occupation: z.number().int().nullable(),
  languages: z.number().int(),
  cities: z.array(cityField),
  maxRentCents: z.number().int().nullable(),
  minSurfaceM2: z.number().int().nullable(),
  furnishings: z.number().int(),
  moveInDate: z.string().nullable(),
  availabilityPeriods: z.number().int(),
  householdSize: z.number().int(),
  smoker: z.boolean(),
  hasPets: z.boolean(),
  roommateMax: z.number().int().nullable(),
  roommateGenders: z.number().int(),
  introduction: z.string(),
  lastActiveOn: z.string().nullable().describe('Day of last activity, YYYY-MM-DD (UTC)'),
  memberSince: z.string().describe('Day the account was made, YYYY-MM-DD (UTC)'),
});

/** Body of `POST /tenant/invite`. */
export const inviteBody = z.object({
  tenantID: bodyId('The tenant to invite (a shown profile)'),
  listingID: bodyId('One of your own active adverts'),
  message: messageTextField,
  idempotencyKey: idempotencyKeyField.optional(),
});

/** Answer of `POST /tenant/invite`. */
export const inviteResponse = z.object({
  conversationID: z.number().int(),
  messageID: z.number().int(),
  isNewConversation: z
    .boolean()
    .describe('False when the conversation with this tenant about this advert existed'),
});

/** Answer of `GET /tenant/invite-options`. */
export const inviteOptionsResponse = z.object({
  canInvite: z.boolean().describe('Whether the caller may invite tenants (canInviteTenants)'),
  listings: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      cityName: z.string(),
    }),
  ),
});

/** Body of `POST /tenant/profile/photo` (documentation; read as multipart). */
export const profilePhotoBody = z.object({
  file: z
    .string()
    .meta({ format: 'binary' })
    .describe('The photo: JPEG, PNG, WebP or AVIF (by content); at most 15 MB and 50 megapixels'),
});
