/**
 * Request and answer shapes of the search alert routes (§7 `/alert/*`). The saved search is the
 * §3 listing search request, validated by the very schema of the search calls.
 */
import {
  ALERT_NAME_MAX_LENGTH,
  AlertFrequency,
  enumValues,
  MAX_ANONYMOUS_ALERTS_FLUSHED,
  SiteLanguage,
} from '@rooms/domain';
import { z } from 'zod';

import { listingSearchRequest } from '../listing/listing-search-request.schema.js';

/** Longest accepted identifier, characters (ours are 22). */
const MAX_PSA_LENGTH = 100;

/** An alert identifier (`psaIdentifier`): random, base64url. */
export const psaIdentifier = z
  .string()
  .min(1)
  .max(MAX_PSA_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
  .describe('Identifier of a search alert (random, 128 bits, base64url)');

/** Alert frequency: Instant 1, Daily 2, Weekly 3. */
export const alertFrequency = z
  .literal(enumValues(AlertFrequency) as [AlertFrequency, ...AlertFrequency[]])
  .describe(
    'How often the alert e-mails: Instant 1 (within minutes), Daily 2 (07:00), Weekly 3 (Monday 07:00)',
  );

/** Language of an alert's e-mails. */
export const alertLanguage = z
  .enum(Object.values(SiteLanguage) as [string, ...string[]])
  .describe("Language of the alert's e-mails: 'nl' or 'en'");

const alertName = z
  .string()
  .max(ALERT_NAME_MAX_LENGTH)
  .refine((name) => !name.includes('\u0000'), 'no NUL characters')
  .nullish()
  .describe(`Name of the alert, at most ${ALERT_NAME_MAX_LENGTH} characters; empty = none`);

/** A saved alert (§2 `/account/alerts`). */
export const searchAlert = z.object({
  psaIdentifier: z.string(),
  name: z.string().nullable(),
  frequency: alertFrequency,
  paused: z.boolean(),
  language: z.string(),
  searchRequest: listingSearchRequest,
  matchesLastSevenDays: z.number().int().describe('Listings it matched in the last 7 days'),
  createdAt: z.string().describe('When it was saved, ISO 8601 UTC'),
});

/** Body of `POST /alert/createalert`. */
export const createAlertBody = z.object({
  searchRequest: listingSearchRequest,
  frequency: alertFrequency,
  name: alertName,
  language: alertLanguage,
});

/** Body of `POST /alert/processpsa` (§4: the anonymous alerts after a sign-in). */
export const processPsaBody = z.object({
  psaList: z
    .array(listingSearchRequest)
    .max(MAX_ANONYMOUS_ALERTS_FLUSHED)
    .describe(`Search requests saved in the browser, at most ${MAX_ANONYMOUS_ALERTS_FLUSHED}`),
  language: alertLanguage,
});

/** Answer of `POST /alert/processpsa`. */
export const processPsaResponse = z.object({
  created: z.number().int().describe('Alerts saved'),
  alreadySaved: z.number().int().describe('Searches the user had saved before'),
  refused: z.number().int().describe('Searches not saved (limit reached, unknown place)'),
});

/** Body of `POST /alert/updatealert`. */
export const updateAlertBody = z.object({
  psaIdentifier,
  name: alertName,
  frequency: alertFrequency.optional(),
  paused: z.boolean().optional(),
});

/** Body of `POST /alert/deletealert`. */
export const deleteAlertBody = z.object({ psaIdentifier });

/** Body of `POST /alert/preview`. */
export const previewBody = z.object({ searchRequest: listingSearchRequest });

/** Answer of `POST /alert/preview`. */
export const previewResponse = z.object({
  lastSevenDays: z
    .number()
    .int()
    .describe('Visible listings published in the last 7 days that the search finds'),
  instantAllowed: z
    .boolean()
    .describe('Whether the search is narrow enough for instant e-mails (at most 300 a day)'),
});

/** Query naming an alert from an e-mail link. */
export const psaQuery = z.object({ psaIdentifier });

/** Query of `POST /alert/unsubscribepsa`: one identifier or several separated by commas. */
export const unsubscribeQuery = z.object({
  psaIdentifier: z
    .string()
    .min(1)
    .max(MAX_PSA_LENGTH * 20)
    .regex(/^[A-Za-z0-9_,-]+$/, 'identifiers separated by commas')
    .describe(
      'Identifier of the alert, or several separated by commas (one e-mail, several alerts)',
    ),
});

/** Answer of `GET /alert/bypsa`: what the unsubscribe page shows, nothing personal. */
export const alertByPsaResponse = z.object({
  found: z.boolean(),
  name: z.string().nullable(),
  searchRequest: listingSearchRequest.nullable(),
  language: z.string().nullable(),
});

/** Answer of the unsubscribe calls. */
export const unsubscribeResponse = z.object({
  unsubscribed: z
    .boolean()
    .describe('False when the identifier is unknown or was used before (nothing to do)'),
});

/** The user's e-mail preferences (§2 `/unsubscribe`). */
export const emailPreferences = z.object({
  alertEmails: z.boolean().describe('Whether search alerts may e-mail the user'),
});
