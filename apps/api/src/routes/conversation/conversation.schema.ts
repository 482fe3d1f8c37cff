import {
  ABUSE_COMMENT_MAX_LENGTH,
  CONVERSATION_MESSAGES_PAGE_SIZE,
  DEFAULT_PAGE_NO,
  enumValues,
  InboxSort,
  InboxType,
  INBOX_DEFAULT_SORT,
  INBOX_PAGE_SIZE,
  MatchScoreLevel,
  MESSAGE_MAX_LENGTH,
  messageTextProblem,
  UserPageRole,
} from '@rooms/domain';
import { z } from 'zod';

/** Largest id PostgreSQL's `integer` holds; larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;
/** Highest page number accepted (bounds the OFFSET). */
export const MAX_PAGE_NO = 10_000;
/** Largest page size accepted by the conversation calls. */
export const MAX_ROWS_PER_PAGE = 100;
/** Longest idempotency key accepted, in characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * Schemas shared by the `/conversation` routes (§7 "Conversations"). Query numbers are read
 * from text (`z.coerce`); bodies take JSON numbers. Ids are 1..2147483647.
 */

/** An id in a query string. */
export function queryId(description: string) {
  return z.coerce.number().int().min(1).max(MAX_ID).describe(description);
}

/** An id in a JSON body. */
export function bodyId(description: string) {
  return z.number().int().min(1).max(MAX_ID).describe(description);
}

/** `pageNo` of a paged call: 1..10000, default 1. */
export const pageNoField = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_NO)
  .default(DEFAULT_PAGE_NO)
  .describe('Page number, from 1');

/** `rowsPerPage` of the inbox calls: 1..100, default 20 (§9 inbox page size). */
export const inboxRowsPerPageField = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_ROWS_PER_PAGE)
  .default(INBOX_PAGE_SIZE)
  .describe(`Rows per page, 1 to ${MAX_ROWS_PER_PAGE}; default ${INBOX_PAGE_SIZE} (§9)`);

/** `rowsPerPage` of a conversation's messages: 1..100, default 50. */
export const messageRowsPerPageField = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_ROWS_PER_PAGE)
  .default(CONVERSATION_MESSAGES_PAGE_SIZE)
  .describe(
    `Messages per page, 1 to ${MAX_ROWS_PER_PAGE}; default ${CONVERSATION_MESSAGES_PAGE_SIZE}`,
  );

const INBOX_TYPE_DESCRIPTION =
  'Inbox type (§3): Default 0 (the inbox), All 1 (inbox and trash), Favorite 4, Trash 9, ActiveListings 15 (adverts still online), InactiveListings 16 (adverts offline), Unreplied 17 (the other party wrote last)';

/** `inboxType` in a query string: one of the §3 inbox type numbers. */
export const inboxTypeQueryField = z.coerce
  .number()
  .pipe(z.literal(enumValues(InboxType) as [InboxType, ...InboxType[]]))
  // The document shows the input side of the pipe (a number): name the values there.
  .meta({ type: 'integer', enum: enumValues(InboxType) })
  .describe(INBOX_TYPE_DESCRIPTION);

/** `sortBy` of the inbox: recommended (default), newest or oldest. */
export const inboxSortField = z
  .enum(enumValues(InboxSort) as [InboxSort, ...InboxSort[]])
  .default(INBOX_DEFAULT_SORT)
  .describe(
    'Order: recommended (default; unread first, then latest activity), newest or oldest (by latest message)',
  );

/**
 * A message text as typed: a string of at most 4000 characters (code points) without control
 * characters but tab and line breaks, not blank. Stored exactly as sent (no trimming).
 */
export const messageTextField = z
  .string()
  .max(MESSAGE_MAX_LENGTH * 2)
  .superRefine((text, context) => {
    const problem = messageTextProblem(text);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  })
  .describe(
    `Message text exactly as typed, 1 to ${MESSAGE_MAX_LENGTH} characters, not blank; no control characters but tab and line breaks`,
  );

/** A client-supplied idempotency key (a UUID serves well). */
export const idempotencyKeyField = z
  .string()
  .min(8)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
  .describe(
    `Idempotency key chosen by the client for this one message (8 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters of A-Z, a-z, 0-9, - and _; a UUID serves). A retry with the same key stores nothing new and answers with the first message`,
  );

/** The caller's role in a conversation (§3): Landlord 1 (the advertiser) or Tenant 2. */
export const roleField = z
  .literal([UserPageRole.Landlord, UserPageRole.Tenant])
  .describe("The caller's role (§3 UserPageRole): Landlord 1 (the advertiser), Tenant 2");

/** §3 match score level. */
export const matchScoreLevelField = z
  .literal(enumValues(MatchScoreLevel) as [MatchScoreLevel, ...MatchScoreLevel[]])
  .describe('Match score (§3): None 0, Low 1, Medium 2, High 3');

/** The advert a conversation is about, as the inbox and conversation pages show it. */
export const conversationListing = z
  .object({
    listingID: z.number().int(),
    title: z.string(),
    listingType: z.number().int().describe('ListingType (§3)'),
    status: z.number().int().describe('ListingStatus (§3)'),
    isActive: z.boolean().describe('Whether the advert is online (status 3, 4 or 10)'),
    cityName: z.string(),
    citySlug: z.string().describe('City slug, for the listing detail URL (§2)'),
    streetName: z.string(),
    streetSlug: z.string().describe('Street slug, for the listing detail URL (§2)'),
    rentCents: z.number().int().describe('Monthly rent, euro cents'),
    coverPhotoKey: z
      .string()
      .nullable()
      .describe('Image key of the cover photo, served at /image/{key}; null without photos'),
  })
  .describe('The advert of the conversation');

/** The other participant's public fields (never the e-mail address). */
export const otherParty = z
  .object({
    userID: z.number().int(),
    firstName: z.string().describe("First name; '' when the account was deleted"),
    photoKey: z.string().nullable().describe('Image key of the profile photo, or null'),
    isDeleted: z
      .boolean()
      .describe(
        'The participant deleted their account: show "a deleted user"; no message can be sent',
      ),
  })
  .describe('The other participant');

/** Whether a moderator blocked the other participant (issue 28). */
export const isOtherUserBlockedField = z
  .boolean()
  .describe(
    'A moderator blocked the other participant (issue 28): show the "blocked user" label; no message can be sent',
  );

/** A conversation's folder (§3 FolderFilter) for the caller. */
export const folderField = z
  .number()
  .int()
  .describe(
    "The caller's folder (§3 FolderFilter): Normal 1 (inbox), Trash 2, PossibleAbuse 4 (reported by the caller)",
  );

/** The optional free-text comment of an abuse report: at most 2000 characters, storable text. */
export const abuseCommentField = z
  .string()
  .max(ABUSE_COMMENT_MAX_LENGTH)
  .superRefine((text, context) => {
    const problem = text === '' ? null : messageTextProblem(text);
    if (problem !== null && problem !== 'empty') {
      context.addIssue({ code: 'custom', message: problem });
    }
  })
  .default('')
  .describe(`What happened, as typed; at most ${ABUSE_COMMENT_MAX_LENGTH} characters`);
