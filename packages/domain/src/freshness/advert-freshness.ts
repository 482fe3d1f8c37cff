/**
 * Fresh adverts (issue 28): each advert shows when its landlord last confirmed it is still
 * available. A reminder e-mail goes out once an advert has not been confirmed for
 * {@link CONFIRMATION_REMINDER_DAYS} days; one not confirmed for
 * {@link UNCONFIRMED_DEACTIVATION_DAYS} days leaves search by itself (Inactive 5 with
 * {@link AutomaticDeactivationReason.NotConfirmed}) and comes back with one click. Tenants can
 * report an advert as already let; {@link ALREADY_LET_REPORTS_TO_HOLD} reports since the last
 * confirmation hold it for moderation.
 */

/** Days without a confirmation after which the landlord is asked to confirm (ours): 14. */
export const CONFIRMATION_REMINDER_DAYS = 14;

/** Days without a confirmation after which an advert leaves search (ours): 30. */
export const UNCONFIRMED_DEACTIVATION_DAYS = 30;

/** Tenants' "already let" reports, since the last confirmation, that hold an advert (ours): 3. */
export const ALREADY_LET_REPORTS_TO_HOLD = 3;

/**
 * Deactivations Rooms makes itself, stored with the §3 deactivation reasons (same column) at
 * values no §3 reason uses; a landlord cannot pick them (`POST /listing/deactivate-listing`
 * accepts §3 reasons only).
 */
export const AutomaticDeactivationReason = {
  /** Not confirmed for {@link UNCONFIRMED_DEACTIVATION_DAYS} days (the freshness job). */
  NotConfirmed: 90,
} as const;
/** One of the {@link AutomaticDeactivationReason} values. */
export type AutomaticDeactivationReason =
  (typeof AutomaticDeactivationReason)[keyof typeof AutomaticDeactivationReason];

const DAY_MS = 86_400_000;

/**
 * Whole days since the last confirmation, as an advert shows it ("confirmed 3 days ago").
 *
 * @param confirmedAt when the landlord last confirmed (or published or reactivated) it
 * @param now the current time
 * @returns 0 for today (and for a time in the future: clocks differ), else the whole days
 */
export function daysSinceConfirmed(confirmedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - confirmedAt.getTime()) / DAY_MS));
}

/**
 * Whether the landlord should confirm the advert now (My adverts highlights it; the reminder
 * e-mail has gone or is going out).
 *
 * @param confirmedAt the last confirmation
 * @param now the current time
 * @returns true from {@link CONFIRMATION_REMINDER_DAYS} days on
 */
export function isConfirmationDue(confirmedAt: Date, now: Date): boolean {
  return now.getTime() - confirmedAt.getTime() >= CONFIRMATION_REMINDER_DAYS * DAY_MS;
}

/**
 * The day an advert confirmed at `confirmedAt` leaves search unless confirmed again.
 *
 * @param confirmedAt the last confirmation
 * @returns {@link UNCONFIRMED_DEACTIVATION_DAYS} days later
 */
export function unconfirmedDeactivationAt(confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + UNCONFIRMED_DEACTIVATION_DAYS * DAY_MS);
}
