/**
 * The moderation back office (issue 28): staff roles, the queues a moderator works through, the
 * actions the audit log records and the reasons a landlord reads when an advert is rejected.
 * Numbers are ours (§3 names Rejected 2, PossibleAbuse 7, Blocked 8, Fraud 9 and the block
 * durations, not who sets them).
 */

/** The staff role of an account; created only by `pnpm staff:add EMAIL ROLE`, never by the site. */
export const StaffRole = {
  /** Works the queues and takes every action of {@link ModerationAction}. */
  Moderator: 1,
  /** A moderator who also reads the audit log of every moderator. */
  Admin: 2,
} as const;
/** One of the {@link StaffRole} values. */
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];

/** The queues of the back office, in the order the overview shows them. */
export const ModerationQueue = {
  /** Adverts a fraud rule held at publish or after an edit (status Pending 11). */
  HeldAdverts: 'held_adverts',
  /** Open abuse reports on adverts (§3 listing abuse reasons), grouped per advert. */
  AdvertReports: 'advert_reports',
  /** Open abuse reports on conversations (§3 abuse reasons). */
  ConversationReports: 'conversation_reports',
  /** Conversations where a landlord's message showed scam signs (`scamSignals`), one per conversation. */
  ScamSignals: 'scam_signals',
  /** Tenant profiles with open reports (`POST /tenant/abuse`), one item per profile. */
  FlaggedProfiles: 'flagged_profiles',
} as const;
/** One of the {@link ModerationQueue} names. */
export type ModerationQueue = (typeof ModerationQueue)[keyof typeof ModerationQueue];

/** What the audit log records (who, when, what, why), one row per action. */
export const ModerationAction = {
  /** A held advert goes online (Approved 3). */
  ApproveAdvert: 1,
  /** An advert is refused with a {@link RejectionReason} the landlord reads (Rejected 2). */
  RejectAdvert: 2,
  /** An advert leaves search as Fraud 9. */
  MarkFraud: 3,
  /** An advert leaves search as PossibleAbuse 7. */
  MarkPossibleAbuse: 4,
  /** A user is blocked (§3 block duration): sessions end, adverts leave search. */
  BlockUser: 5,
  /** A block is lifted by a moderator. */
  UnblockUser: 6,
  /** A report is closed without action. */
  DismissReport: 7,
  /** A moderator opened the messages of a reported conversation. */
  ViewConversation: 8,
  /** A temporary block ended on its own (recorded by the system, no moderator). */
  BlockExpired: 9,
  /** The scam signs of a conversation were looked at and need no action. */
  DismissScamSignals: 10,
} as const;
/** One of the {@link ModerationAction} values. */
export type ModerationAction = (typeof ModerationAction)[keyof typeof ModerationAction];

/** Why a moderator rejects an advert; the landlord reads it in his language (ours). */
export const RejectionReason = {
  /** Rent, surface or address do not match the photos or the facts. */
  MisleadingInformation: 1,
  /** The same home is already advertised. */
  DuplicateAdvert: 2,
  /** Not a home for rent (a sale, a swap, a search request). */
  NotForRent: 3,
  /** Discriminating or offensive text, or contact details in the text. */
  ForbiddenContent: 4,
  /** An agency posing as a private owner. */
  AgencyAsPrivateOwner: 5,
  /** Anything else; the moderator's note says what. */
  Other: 6,
} as const;
/** One of the {@link RejectionReason} values. */
export type RejectionReason = (typeof RejectionReason)[keyof typeof RejectionReason];

/** How a report was closed. */
export const ReportOutcome = {
  /** Looked at, no action needed. */
  Dismissed: 1,
  /** Closed by an action on the advert or the user it is about. */
  ActionTaken: 2,
} as const;
/** One of the {@link ReportOutcome} values. */
export type ReportOutcome = (typeof ReportOutcome)[keyof typeof ReportOutcome];

/**
 * Why an advert is held for review (issue 5, 23, 28): the publish-time fraud rules, and tenants'
 * "already let" reports; the back office shows each with the facts that made it fire.
 */
export const FraudRule = {
  /** Rent below 40% of the city's published level for the type; facts `rentCents`, `cityLevelCents`, `sharePercent`. */
  RentFarBelowCityLevel: 'rent_far_below_city_level',
  /** An account younger than 7 days with 3+ other adverts in 24 h; facts `accountAgeDays`, `advertsLast24Hours`. */
  NewAccountBurst: 'new_account_burst',
  /** Another landlord's advert has the same description; fact `copiedListingID`. */
  DuplicateDescription: 'duplicate_description',
  /** Tenants reported the advert as already let (fresh adverts); fact `reports`. */
  AlreadyLetReports: 'already_let_reports',
} as const;
/** One of the {@link FraudRule} names. */
export type FraudRule = (typeof FraudRule)[keyof typeof FraudRule];

/** Longest temporary block in days (§3 block duration Temporary 2): 365. */
export const MAX_TEMPORARY_BLOCK_DAYS = 365;

/** Days a moderator picks from for a temporary block. */
export const TEMPORARY_BLOCK_DAY_OPTIONS: readonly number[] = [1, 7, 30, 90, 365];

/** Longest moderator note (the "why" of the audit log), in characters: 1000. */
export const MODERATION_NOTE_MAX_LENGTH = 1000;

/** Where a blocked user writes to appeal (shown on the sign-in refusal and in the e-mail). */
export const MODERATION_APPEAL_EMAIL = 'bezwaar@rooms.nl';
