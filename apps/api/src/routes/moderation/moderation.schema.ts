/**
 * Schemas of the `/moderation` routes (issue 28, the back office). Every route answers 404
 * `http_404` to anyone who is not staff, anonymous visitors included.
 */
import {
  BlockDuration,
  enumValues,
  FraudRule,
  ListingStatus,
  MAX_TEMPORARY_BLOCK_DAYS,
  MODERATION_NOTE_MAX_LENGTH,
  ModerationQueue,
  RejectionReason,
  ScamSignal,
} from '@rooms/domain';
import { z } from 'zod';

import { MAX_ID, MAX_PAGE_NO } from '../conversation/conversation.schema.js';
import { storableText } from '../text-input.js';

import type { ApiConfig } from '../../env.js';

/** What the `/moderation` routes are registered with. */
export interface ModerationRouteOptions {
  /** The API configuration (SITE_URL for the e-mails' links). */
  config: ApiConfig;
}

/** An id in the path. */
export const pathId = (description: string) =>
  z.coerce.number().int().min(1).max(MAX_ID).describe(description);

/** `?page=N` of a queue: 1..10000, default 1. */
export const queueQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE_NO).default(1).describe('Page, from 1'),
});

const noteText = z
  .string()
  .trim()
  .max(MODERATION_NOTE_MAX_LENGTH)
  .refine(...storableText);

/** A required moderator note (the audit log's why): 1..1000 characters after trimming. */
export const requiredNote = noteText
  .min(1, 'a note is required')
  .describe(`Why (audit log), 1 to ${MODERATION_NOTE_MAX_LENGTH} characters`);

/** An optional note. */
export const optionalNote = noteText
  .default('')
  .describe(`Why (audit log), at most ${MODERATION_NOTE_MAX_LENGTH} characters`);

const iso = z.string().describe('ISO 8601 time');

/** An account next to an advert or a report. */
export const moderationUser = z.object({
  userID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: iso,
  isBlocked: z.boolean(),
  blockedUntil: iso
    .nullable()
    .describe('End of a temporary block; null when not blocked or indefinite'),
  isStaff: z.boolean(),
});

/** The paging fields of a queue's answer. */
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(item),
  });

/** `GET /moderation/overview`. */
export const overviewAnswer = z.object({
  role: z.number().int().describe('StaffRole: Moderator 1, Admin 2'),
  queues: z.array(
    z.object({
      queue: z.enum(Object.values(ModerationQueue) as [ModerationQueue, ...ModerationQueue[]]),
      open: z.number().int(),
      oldestOpenAt: iso.nullable(),
    }),
  ),
  handled: z.object({
    last30Days: z.number().int().describe('Holds and reports closed in the last 30 days'),
    p95AgeHours: z
      .number()
      .nullable()
      .describe('95th percentile of their wait (closed − opened), hours; null when none'),
  }),
});

/** `GET /moderation/held-adverts`. */
export const heldAdvertsAnswer = paged(
  z.object({
    holdID: z.number().int(),
    listingID: z.number().int(),
    title: z.string(),
    listingType: z.number().int(),
    cityName: z.string(),
    rentCents: z.number().int(),
    surfaceM2: z.number().int(),
    status: z.number().int(),
    heldAt: iso,
    trigger: z.enum(['publish', 'edit', 'reports']),
    rules: z.array(
      z.object({
        rule: z.enum(Object.values(FraudRule) as [FraudRule, ...FraudRule[]]),
        facts: z.record(z.string(), z.number()),
      }),
    ),
    landlord: moderationUser,
  }),
);

/** `GET /moderation/advert-reports`. */
export const advertReportsAnswer = paged(
  z.object({
    listingID: z.number().int(),
    title: z.string(),
    cityName: z.string(),
    status: z.number().int(),
    landlord: moderationUser,
    oldestReportAt: iso,
    reports: z.array(
      z.object({
        reportID: z.number().int(),
        reason: z.number().int().describe('ListingAbuseReason 1..6'),
        comment: z.string(),
        createdAt: iso,
        reporterFirstName: z.string(),
      }),
    ),
  }),
);

/** `GET /moderation/conversation-reports`. */
export const conversationReportsAnswer = paged(
  z.object({
    reportID: z.number().int(),
    conversationID: z.number().int(),
    reason: z.number().int().describe('AbuseReason 1..5'),
    comment: z.string(),
    createdAt: iso,
    reporter: z.object({ userID: z.number().int(), firstName: z.string() }),
    reported: moderationUser,
    listing: z.object({ listingID: z.number().int(), title: z.string() }),
  }),
);

/** `GET /moderation/flagged-profiles`. */
export const flaggedProfilesAnswer = paged(
  z.object({
    tenant: moderationUser,
    oldestReportAt: iso,
    reports: z.array(
      z.object({
        reportID: z.number().int(),
        reason: z.number().int().describe('AbuseReason 1..5'),
        comment: z.string(),
        createdAt: iso,
        reporterFirstName: z.string(),
      }),
    ),
  }),
);

/** `GET /moderation/scam-signals`. */
export const scamSignalsAnswer = paged(
  z.object({
    conversationID: z.number().int(),
    listing: z.object({ listingID: z.number().int(), title: z.string() }),
    sender: moderationUser.describe('The landlord who wrote the messages'),
    tenant: z.object({ userID: z.number().int(), firstName: z.string() }),
    signals: z
      .array(z.enum(Object.values(ScamSignal) as [ScamSignal, ...ScamSignal[]]))
      .describe('Every sign found in the open messages, each once'),
    flaggedMessages: z.number().int(),
    oldestFlagAt: iso,
  }),
);

/** `GET /moderation/conversations/{conversationID}/messages`. */
export const reportedConversationAnswer = z.object({
  conversationID: z.number().int(),
  listing: z.object({ listingID: z.number().int(), title: z.string() }),
  participants: z.array(
    z.object({
      userID: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(['landlord', 'tenant']),
    }),
  ),
  messages: z.array(
    z.object({
      messageID: z.number().int(),
      senderID: z.number().int(),
      body: z.string(),
      sentAt: iso,
    }),
  ),
});

/** `GET /moderation/audit`. */
export const auditLogAnswer = paged(
  z.object({
    actionID: z.number().int(),
    action: z.number().int().describe('ModerationAction 1..9'),
    staff: z.object({ userID: z.number().int(), firstName: z.string() }).nullable(),
    subjectType: z.string(),
    subjectID: z.number().int(),
    note: z.string(),
    details: z.unknown(),
    createdAt: iso,
  }),
);

/** `POST /moderation/adverts/{listingID}/reject`. */
export const rejectBody = z
  .object({
    reason: z
      .literal(enumValues(RejectionReason) as [RejectionReason, ...RejectionReason[]])
      .describe('RejectionReason 1..6 (Other 6 needs a note)'),
    note: optionalNote,
  })
  .refine((body) => body.reason !== RejectionReason.Other || body.note !== '', {
    path: ['note'],
    message: 'a note is required with reason Other',
  });

/** `POST /moderation/adverts/{listingID}/mark`. */
export const markBody = z.object({
  status: z
    .literal([ListingStatus.PossibleAbuse, ListingStatus.Fraud])
    .describe('PossibleAbuse 7 or Fraud 9'),
  note: requiredNote,
});

/** `POST /moderation/users/{userID}/block`. */
export const blockBody = z
  .object({
    duration: z
      .literal(enumValues(BlockDuration) as [BlockDuration, ...BlockDuration[]])
      .describe('BlockDuration: Indefinite 1, Temporary 2'),
    days: z
      .number()
      .int()
      .min(1)
      .max(MAX_TEMPORARY_BLOCK_DAYS)
      .optional()
      .describe(`Days of a Temporary block, 1 to ${MAX_TEMPORARY_BLOCK_DAYS}`),
    note: requiredNote,
  })
  .refine((body) => body.duration !== BlockDuration.Temporary || body.days !== undefined, {
    path: ['days'],
    message: 'days are required with a Temporary block',
  });

/** `POST /moderation/users/{userID}/block` answer. */
export const blockAnswer = z.object({
  userID: z.number().int(),
  blockedUntil: iso.nullable(),
  advertsHidden: z.number().int(),
  tenantsWarned: z.number().int(),
});

/** A body with only a required note (unblock, dismiss). */
export const noteBody = z.object({ note: requiredNote });

/** A body with an optional note (approve). */
export const optionalNoteBody = z.object({ note: optionalNote });

/** The answer of an advert decision. */
export const advertDecisionAnswer = z.object({
  listingID: z.number().int(),
  status: z.number().int(),
});
