/**
 * Security events (issue 23, OWASP ASVS V16): one JSON log line per event that matters to an
 * investigation — failed logins, lockouts, password resets, sign-out everywhere, abuse reports —
 * each with a fixed `security: true` field so a log pipeline can route them apart.
 *
 * What may go in is fixed by {@link SecurityEventFields}: ids and the client address, never a
 * password, a token, a link or the typed e-mail address (for an unknown account that text may
 * be a password typed into the wrong field, and it is personal data of someone without an account).
 */
import type { FastifyBaseLogger } from 'fastify';

/** Every security event and its log level: `warn` for what may be an attack, `info` otherwise. */
export const SECURITY_EVENT_LEVELS = {
  /** A login with an unknown address or a wrong password. */
  login_failed: 'warn',
  /** A login refused by a rate limit or a lock (too many attempts). */
  login_locked: 'warn',
  /** A blocked account (issue 28) gave the right password and was refused. */
  login_blocked: 'warn',
  /** A reset e-mail was asked for an existing account (unknown addresses are not logged). */
  password_reset_requested: 'info',
  /** A reset e-mail was asked beyond the per-account limit: nothing is sent. */
  password_reset_limited: 'warn',
  /** A new password was set with a reset token. */
  password_reset_confirmed: 'info',
  /** A reset confirmation with an unknown, used or expired token. */
  password_reset_invalid: 'warn',
  /** Every session of a user was revoked (sign out everywhere). */
  logout_all: 'info',
  /** An advert or a conversation was reported for moderation. */
  abuse_reported: 'info',
  already_let_reported: 'info',
  /** Sign-ups to one address beyond the per-address e-mail limit: nothing is sent (issue 23). */
  registration_limited: 'warn',
  /** An account was created with the e-mailed sign-up link. */
  registration_confirmed: 'info',
  /** A sign-up confirmation with an unknown, used or expired link. */
  registration_invalid: 'warn',
  /** A signed-in user changed the password; the other sessions were revoked (issue 26). */
  password_changed: 'info',
  /** A wrong current password on a password change or an account deletion (issue 26). */
  password_confirm_failed: 'warn',
  /** An account was deleted by its owner (GDPR art. 17, issue 26). */
  account_deleted: 'info',
  /** A state-changing request from another site was refused (Origin / Sec-Fetch-Site). */
  cross_site_refused: 'warn',
} as const;

/** The name of a security event. */
export type SecurityEvent = keyof typeof SECURITY_EVENT_LEVELS;

/** What a security event may carry: ids and the client address, nothing secret. */
export interface SecurityEventFields {
  /** The account concerned, when known (absent for an unknown e-mail address). */
  userId?: number | undefined;
  /** The client address (`request.ip`, behind the trusted proxies). */
  address: string;
  /** The reported advert. */
  listingId?: number;
  /** The reported conversation. */
  conversationId?: number;
  /** The reason code of an abuse report (§3 enum value). */
  reason?: number;
  /** Whether an "already let" report put the advert on hold. */
  held?: boolean;
  /** Which limit refused a login: the client address, the account from that client, the account. */
  limit?: 'address' | 'account_client' | 'account';
}

/**
 * Logs a security event at its level (`SECURITY_EVENT_LEVELS`), as
 * `{ security: true, event, userId?, address, … }` with the event name as message.
 *
 * @param log the request's logger (`request.log`, which adds the request id) or the app's
 * @param event what happened
 * @param fields who and from where; the type admits no secret
 */
export function securityEvent(
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  event: SecurityEvent,
  fields: SecurityEventFields,
): void {
  const line = { security: true, event, ...fields };
  if (SECURITY_EVENT_LEVELS[event] === 'warn') log.warn(line, `security: ${event}`);
  else log.info(line, `security: ${event}`);
}
