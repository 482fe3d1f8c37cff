/**
 * Schemas of the student-house calls (issue 26, §2 `/studenthouse`). The values are judged by
 * the rules of @rooms/domain the site's form uses (`studentHouseTextProblems`,
 * `addressProblems`): a failing field is a 400 `invalid_request` whose `data.fields[].message`
 * is the `WizardProblem` word and whose `field` is `body.<name>`.
 */
import {
  addressProblems,
  SiteLanguage,
  STUDENT_HOUSE_LIMITS,
  studentHouseTextProblems,
} from '@rooms/domain';
import { z } from 'zod';

import { bodyId, queryId } from '../conversation/conversation.schema.js';
import { withRule } from '../supplyflow/wizard.schema.js';

/** Longest text accepted before the rules judge it. */
const MAX_TEXT = 20_000;

/** Query `studentHouseID` of the calls on one house. */
export const studentHouseIdQuery = z.object({
  studentHouseID: queryId('Student house id (one of your own)'),
});

const houseFields = {
  name: z
    .string()
    .max(MAX_TEXT)
    .describe(
      `Name, ${STUDENT_HOUSE_LIMITS.nameMin}-${STUDENT_HOUSE_LIMITS.nameMax} characters, one line; no contact details or links`,
    ),
  cityId: z.number().describe('City id (geography suggestions)'),
  streetId: z.number().describe('Street id of that city (geography suggestions)'),
  houseNumber: z
    .string()
    .max(MAX_TEXT)
    .describe("House number, 1-5 digits and an optional addition: '12', '12A', '12-2'"),
  postcode: z.string().max(MAX_TEXT).describe("Dutch postcode, '1234 AB' or '1234ab'"),
  facilities: z
    .number()
    .describe(
      'StudentHouseFacility bit flags (ours): SharedKitchen 1, Laundry 2, BicycleStorage 4, StudyRoom 8, Garden 16, CommonRoom 32, Elevator 64, Gym 128',
    ),
  houseRules: z
    .string()
    .max(MAX_TEXT)
    .describe(
      `House rules, at most ${STUDENT_HOUSE_LIMITS.houseRulesMax} characters; may be empty; no contact details or links`,
    ),
  locale: z
    .enum([SiteLanguage.Dutch, SiteLanguage.English])
    .optional()
    .describe(
      "Language the landlord writes in: forbidden text is refused with 10064 for 'nl', 10065 for 'en'; default the account's language",
    ),
};

/** Every rule of a house body: the texts and facilities, then the address. */
function houseProblems(values: {
  name: string;
  houseRules: string;
  facilities: number;
  cityId: number;
  streetId: number;
  houseNumber: string;
  postcode: string;
}) {
  return { ...studentHouseTextProblems(values), ...addressProblems(values) };
}

/** Body of `POST /studenthouse/create`. */
export const createStudentHouseBody = withRule(houseFields, houseProblems);

/** Body of `POST /studenthouse/update`. */
export const updateStudentHouseBody = withRule(
  {
    studentHouseID: bodyId('Student house id (one of your own)'),
    ...houseFields,
    photoKeys: z
      .array(z.string().max(200))
      .max(STUDENT_HOUSE_LIMITS.photosMax)
      .describe(
        "The house's photos in their new order: only keys it has (upload new ones with POST /studenthouse/upload-photo); keys left out are deleted",
      ),
  },
  houseProblems,
);

/** A student house as answered. */
export const studentHouse = z.object({
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  streetId: z.number().int(),
  streetName: z.string(),
  houseNumber: z.string().describe("'12', '12A', '12-2'"),
  postcode: z.string().describe("'1234 AB'"),
  lat: z.number().describe('WGS84 degrees'),
  lng: z.number().describe('WGS84 degrees'),
  facilities: z.number().int().describe('StudentHouseFacility bit flags'),
  houseRules: z.string(),
  photoKeys: z
    .array(z.string())
    .describe('Image keys in display order: /image/{key} and /image/{key}/resize/{w}-{h}'),
  linkedListings: z
    .number()
    .int()
    .describe("Your adverts (not deleted) linked to it in the wizard's student-house step"),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** What `GET /studenthouse/my-student-houses` answers. */
export const studentHouseList = z.object({
  items: z.array(studentHouse).describe('Your student houses, oldest first'),
  maxHouses: z.number().int().describe('How many houses one landlord may have'),
});

/** What `DELETE /studenthouse/delete` answers. */
export const deletedStudentHouse = z.object({
  studentHouseID: z.number().int(),
  unlinkedListings: z.number().int().describe('Adverts that were linked to it and now are not'),
});
