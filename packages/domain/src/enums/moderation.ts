/** Abuse and moderation enumerations of §3 "Abuse and moderation". */

/** Reason for reporting a conversation, §3 "Abuse reasons". */
export const AbuseReason = {
  Spam: 1,
  Scam: 2,
  Agency: 3,
  InappropriateBehavior: 4,
  NoShow: 5,
} as const;
/** One of the {@link AbuseReason} values. */
export type AbuseReason = (typeof AbuseReason)[keyof typeof AbuseReason];

/** Reason for reporting a listing: the {@link AbuseReason} values plus Other 6, §3. */
export const ListingAbuseReason = {
  ...AbuseReason,
  Other: 6,
} as const;
/** One of the {@link ListingAbuseReason} values. */
export type ListingAbuseReason = (typeof ListingAbuseReason)[keyof typeof ListingAbuseReason];

/** How long a user is blocked, §3 "Block duration". */
export const BlockDuration = {
  Indefinite: 1,
  Temporary: 2,
} as const;
/** One of the {@link BlockDuration} values. */
export type BlockDuration = (typeof BlockDuration)[keyof typeof BlockDuration];

/** Why a landlord deactivates a listing, §3 "Deactivation reasons" (FoundViaProduct: via this site). */
export const DeactivationReason = {
  FoundViaProduct: 1,
  FoundViaNetwork: 2,
  FoundViaOtherWebsite: 3,
  EnoughReplies: 15,
  UndesirableReplies: 16,
  NotSearchingAnymore: 17,
} as const;
/** One of the {@link DeactivationReason} values. */
export type DeactivationReason = (typeof DeactivationReason)[keyof typeof DeactivationReason];

/** Why a landlord rejects a tenant, §3 "Tenant rejection reasons" (numbers ours). */
export const TenantRejectionReason = {
  SelectedAnotherCandidate: 1,
  NotMatchingPreferences: 2,
  OtherReason: 3,
} as const;
/** One of the {@link TenantRejectionReason} values. */
export type TenantRejectionReason =
  (typeof TenantRejectionReason)[keyof typeof TenantRejectionReason];
